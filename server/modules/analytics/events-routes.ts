/**
 * `POST /api/events` (issue 13 §4): the storefront's page views and commerce events, sent with
 * navigator.sendBeacon under a configured analytics id. Off (404) when no id is configured. Kept
 * as counts need them: no IP, device, cookie or member; a path without its query, a private
 * page's only as its area; events queued offline for more than a week are dropped.
 */
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { analyticsBatchSchema } from '../../../contract/analytics.ts';
import { PRIVATE_PAGE_PREFIXES } from '../../../shared/site-paths.ts';
import { stripLocale } from '../../../shared/locale.ts';
import type { AppEnv } from '../../app-env.ts';
import { events } from '../../db/schema.ts';
import { clientIp } from '../../http/client-ip.ts';
import { ApiError, errorBody } from '../../http/errors.ts';
import { hit } from '../../http/rate-limit.ts';
import { readJson } from '../../http/validate.ts';

const WEEK_MS = 7 * 86_400_000;
/**
 * Beacons per client address per ten minutes. A visitor sends one every few pages; a hospital's
 * staff share one address behind its gateway, so the bound is for floods, not for people.
 */
const BEACONS_PER_IP = { max: 3_000, windowMs: 600_000 };

/** A page's path as kept: a private page (a member's order, their credit) only as its area. */
export function keptPath(path: string): string {
  const bare = stripLocale(path);
  const area = PRIVATE_PAGE_PREFIXES.find((p) => bare === p || bare.startsWith(`${p}/`));
  if (!area) return path;
  return path.startsWith('/en/') || path === '/en' ? `/en${area}` : area;
}

export function eventsRoutes() {
  const app = new Hono<AppEnv>();
  app.post('/events', bodyLimit({ maxSize: 16 * 1024, onError: (c) => c.json(errorBody(413, 'Too many events in one beacon'), 413) }), async (c) => {
    const { analyticsIds } = c.var.config;
    if (analyticsIds.length === 0) return c.json(errorBody(404, 'Analytics are off'), 404);
    const raw = await readJson(c);
    const parsed = analyticsBatchSchema.safeParse(raw);
    if (!parsed.success) throw new ApiError(400, 'Not a batch of events', parsed.error.issues.slice(0, 5).map((i) => ({ field: i.path.join('.'), message: i.message })));
    if (!analyticsIds.includes(parsed.data.site)) throw new ApiError(400, 'Unknown analytics id');
    await hit(c.var.db, `events:ip:${clientIp(c)}`, BEACONS_PER_IP, 'Too many beacons; they will be sent later');
    const now = Date.now();
    const rows = parsed.data.events
      .filter((e) => e.at > now - WEEK_MS)
      .map((e) => ({
        site: parsed.data.site,
        kind: e.kind,
        lang: e.lang,
        path: e.path === undefined ? null : keptPath(e.path),
        productId: e.product_id ?? null,
        // The device's clock, but never in the future.
        at: new Date(Math.min(e.at, now)),
      }));
    if (rows.length) await c.var.db.insert(events).values(rows);
    c.header('cache-control', 'no-store');
    return c.body(null, 204);
  });
  return app;
}
