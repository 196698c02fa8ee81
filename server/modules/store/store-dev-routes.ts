/**
 * Demo mode only (404 otherwise, API key required): staff's moves of an order along its
 * transitions (processing, shipped, delivered, cancelled), so that the demo and the tests can
 * drive an order's timeline without an admin application; and a product's price and stock, as
 * the catalogue team would change them, so that a cart priced earlier sees the change.
 */
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { products } from '../../db/schema.ts';
import { ORDER_STATUSES, type OrderStatus } from '../../../contract/constants.ts';
import type { AppEnv } from '../../app-env.ts';
import { ApiError } from '../../http/errors.ts';
import { readJson } from '../../http/validate.ts';
import { demoOnly } from '../auth/auth-routes.ts';
import { staffMove } from './orders-repo.ts';
import { productTags } from './store-routes.ts';
import { askGatewayRefunds } from './payment/refunds.ts';
import { invalidatesPublicCache } from '../../cache/response-cache.ts';

export function storeDevRoutes() {
  const app = new Hono<AppEnv>();
  app.use('*', demoOnly);
  // Staff's moves return stock (a cancellation) and change prices: public pages change.
  app.use('*', invalidatesPublicCache);
  app.post('/orders/:id/status', async (c) => {
    const id = Number(c.req.param('id'));
    const body = (await readJson(c)) as { status?: unknown; carrier?: unknown; tracking_code?: unknown };
    const status = ORDER_STATUSES.find((s) => s === body.status) as OrderStatus | undefined;
    const text = (v: unknown, max: number) => (typeof v === 'string' && v.trim().length > 0 && v.trim().length <= max ? v.trim() : null);
    const carrier = text(body.carrier, 60);
    const trackingCode = text(body.tracking_code, 40);
    if (status === 'shipped' && (!carrier || !trackingCode || !/^[\w-]+$/.test(trackingCode))) {
      throw new ApiError(400, 'A shipped order needs carrier (up to 60 characters) and tracking_code (letters, digits, - and _, up to 40)', { field: carrier ? 'tracking_code' : 'carrier' });
    }
    if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) throw new ApiError(400, 'The order id must be a positive integer');
    if (!status) throw new ApiError(400, `status must be one of ${ORDER_STATUSES.join(', ')}`);
    const order = await staffMove(c.var.db, 'en', id, status, status === 'shipped' ? { carrier: carrier!, trackingCode: trackingCode! } : null);
    if (!order) throw new ApiError(404, `Order ${id} not found`);
    c.set('changed', status === 'cancelled' ? productTags(order) : []);
    // A paid order cancelled: its gateway refund is asked now (the order jobs retry it).
    if (status === 'cancelled') await askGatewayRefunds(c.var.db, c.var.gateway).catch(() => 0);
    return c.json({ data: order });
  });
  app.post('/products/:id', async (c) => {
    const id = Number(c.req.param('id'));
    const body = (await readJson(c)) as { price?: unknown; stock?: unknown };
    const whole = (v: unknown) => typeof v === 'number' && Number.isSafeInteger(v) && v >= 0;
    if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) throw new ApiError(400, 'The product id must be a positive integer');
    if ((body.price !== undefined && !whole(body.price)) || (body.stock !== undefined && !whole(body.stock))) throw new ApiError(400, 'price and stock are whole numbers');
    const set = { ...(body.price === undefined ? {} : { price: body.price as number }), ...(body.stock === undefined ? {} : { stock: body.stock as number }) };
    if (Object.keys(set).length === 0) throw new ApiError(400, 'Give a price or a stock');
    const changed = await c.var.db.update(products).set(set).where(eq(products.id, id)).returning({ id: products.id, price: products.price, stock: products.stock });
    if (changed.length === 0) throw new ApiError(404, `Product ${id} not found`);
    // A price can reorder lists; stock can move a product in or out of them.
    c.set('changed', ['products', `product:${id}`]);
    return c.json({ data: changed[0] });
  });
  return app;
}
