/** The site's own `/api/*` calls that are not part of v1. */
import { Hono } from 'hono';
import type { IpResponse } from '../../../contract/general.ts';
import type { AppEnv } from '../../app-env.ts';
import { clientIp } from '../../http/client-ip.ts';

export function generalRoutes() {
  const app = new Hono<AppEnv>();
  app.get('/ip', (c) => {
    c.header('cache-control', 'no-store');
    return c.json({ ip: clientIp(c) } satisfies IpResponse);
  });
  return app;
}
