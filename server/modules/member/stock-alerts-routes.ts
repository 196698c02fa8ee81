/** "Tell me when it is back" (extension, issue 31 §5): the member's waiting alerts, asking for one, withdrawing it. */
import { and, eq } from 'drizzle-orm';
import { products } from '../../db/schema.ts';
import { memberRoutes } from '../../http/api-router.ts';
import { ApiError } from '../../http/errors.ts';
import { addStockAlert, listStockAlerts, removeStockAlert } from './stock-alerts.ts';

/** Mounted before the products' `/products/:id` routes: `/products/stockalerts` is not a product. */
export const stockAlertsRoutes = () =>
  memberRoutes('stock alerts')
    .route('stockAlerts.list', { summary: "The member's waiting back-in-stock alerts, newest first" }, async (c, { scope }) => ({
      data: { items: await listStockAlerts(c.var.db, scope.memberId) },
    }))
    .route(
      'stockAlerts.add',
      {
        summary: 'Ask to be told (inbox, push and SMS) when a product is in stock again: 201 when new or armed again, 200 when it already waits',
        description: 'The member is told once, by the order jobs, after the product has stock again (at once when it has stock now). Asking again after being told arms it anew.',
        errors: [404, 429],
        limit: 'favourite',
      },
      async (c, { lang, params: { id }, scope }) => {
        const [product] = await c.var.db.select({ id: products.id }).from(products).where(and(eq(products.id, id), eq(products.status, 1)));
        if (!product) throw new ApiError(404, `Product ${id} not found`);
        const { alert, created } = await addStockAlert(c.var.db, scope.memberId, id, lang);
        return c.json({ data: alert }, created ? 201 : 200);
      },
    )
    .route('stockAlerts.remove', { summary: 'Withdraw a waiting back-in-stock alert', errors: [429], limit: 'favourite' }, async (c, { params: { id }, scope }) => ({
      data: { product_id: id, deleted: await removeStockAlert(c.var.db, scope.memberId, id) },
    })).app;
