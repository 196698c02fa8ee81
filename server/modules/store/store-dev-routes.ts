/**
 * Demo mode only (404 otherwise, API key required): staff's moves of an order along its
 * transitions (processing, shipped, delivered, cancelled), so that the demo and the tests can
 * drive an order's timeline without an admin application.
 */
import { Hono } from 'hono';
import { ORDER_STATUSES, type OrderStatus } from '../../../contract/constants.ts';
import type { AppEnv } from '../../app-env.ts';
import { ApiError } from '../../http/errors.ts';
import { demoOnly } from '../auth/auth-routes.ts';
import { staffMove } from './orders-repo.ts';

export function storeDevRoutes() {
  const app = new Hono<AppEnv>();
  app.use('*', demoOnly);
  app.post('/orders/:id/status', async (c) => {
    const id = Number(c.req.param('id'));
    const body = (await c.req.json().catch(() => ({}))) as { status?: unknown };
    const status = ORDER_STATUSES.find((s) => s === body.status) as OrderStatus | undefined;
    if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) throw new ApiError(400, 'The order id must be a positive integer');
    if (!status) throw new ApiError(400, `status must be one of ${ORDER_STATUSES.join(', ')}`);
    const order = await staffMove(c.var.db, 'en', id, status);
    if (!order) throw new ApiError(404, `Order ${id} not found`);
    return c.json({ data: order });
  });
  return app;
}
