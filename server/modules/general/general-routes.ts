/** The site's own `/api/*` calls that are not part of v1. */
import { Hono, type Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { IpResponse } from '../../../contract/general.ts';
import type { AppEnv } from '../../app-env.ts';

export function clientIp(c: Context<AppEnv>): string {
  if (c.var.config.trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // In-process requests (tests) have no socket.
    return 'unknown';
  }
}

export function generalRoutes() {
  const app = new Hono<AppEnv>();
  app.get('/ip', (c) => {
    c.header('cache-control', 'no-store');
    return c.json({ ip: clientIp(c) } satisfies IpResponse);
  });
  return app;
}
