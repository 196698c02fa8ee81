/**
 * Demo mode only (404 otherwise, API key required): a product's price and stock set without a
 * person, for the tests that run whole server processes (tests/kill, cluster) and set up stock
 * before a person could sign in. People change prices and stock at the desk
 * (`PUT /api/desk/products/{id}`, catalogue), and move orders there too.
 */
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { products } from '../../db/schema.ts';
import type { AppEnv } from '../../app-env.ts';
import { ApiError } from '../../http/errors.ts';
import { readJson } from '../../http/validate.ts';
import { demoOnly } from '../auth/auth-routes.ts';
import { invalidatesPublicCache } from '../../cache/response-cache.ts';

export function storeDevRoutes() {
  const app = new Hono<AppEnv>();
  app.use('*', demoOnly);
  // A price or stock change: public pages change.
  app.use('*', invalidatesPublicCache);
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
