/**
 * CORS for the API: another host's storefront may call it from an origin on the list; an origin
 * is never echoed back otherwise, and no credentials cross (the session cookie is this site's own).
 *
 * Not hono's `cors` middleware: it sets its headers on the answer before the route has made one
 * and appends `Vary` through `c.header` after, and each of those rebuilds the route's answer as a
 * full fetch Response (@hono/node-server answers with a lightweight one until something reads
 * its body): in a CPU profile of fresh searches, about a tenth of a request's time. Here the
 * headers are set once, on the answer the route made, in place.
 */
import type { MiddlewareHandler } from 'hono';
import { setAnswerHeader } from './answer-header.ts';

export type CorsOptions = {
  origins: readonly string[];
  allowHeaders: readonly string[];
  allowMethods: readonly string[];
  exposeHeaders: readonly string[];
  maxAgeS: number;
};

export function apiCors(opts: CorsOptions): MiddlewareHandler {
  const allowed = new Set(opts.origins);
  const expose = opts.exposeHeaders.join(',');
  return async (c, next) => {
    const origin = c.req.header('origin');
    const allow = origin !== undefined && allowed.has(origin) ? origin : null;
    if (c.req.method === 'OPTIONS') {
      // A preflight: what a listed origin may send; another origin learns nothing.
      const headers = new Headers({ vary: 'Origin, Access-Control-Request-Headers' });
      if (allow) {
        headers.set('access-control-allow-origin', allow);
        headers.set('access-control-allow-methods', opts.allowMethods.join(','));
        headers.set('access-control-allow-headers', opts.allowHeaders.join(','));
        headers.set('access-control-max-age', String(opts.maxAgeS));
        headers.set('access-control-expose-headers', expose);
      }
      return new Response(null, { status: 204, headers });
    }
    await next();
    setAnswerHeader(c, 'vary', 'Origin', true);
    if (allow) {
      setAnswerHeader(c, 'access-control-allow-origin', allow);
      setAnswerHeader(c, 'access-control-expose-headers', expose);
    }
  };
}
