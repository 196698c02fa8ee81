/** The caller's IP address, for rate limits and the spec's `x-client-ip` (GET /api/ip). */
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import type { AppEnv } from '../app-env.ts';

/** The entry `hops` places from the right of a comma list (the one the first trusted proxy wrote). */
function fromRight(header: string | undefined, hops: number): string | undefined {
  const entries = (header ?? '').split(',').map((e) => e.trim()).filter(Boolean);
  if (entries.length === 0) return undefined;
  return entries[Math.max(0, entries.length - hops)];
}

export function clientIp(c: Context<AppEnv>): string {
  const hops = c.var.config.trustProxy;
  if (hops > 0) {
    const forwarded = fromRight(c.req.header('x-forwarded-for'), hops);
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // In-process requests (tests) have no socket.
    return 'unknown';
  }
}

/** Whether the client reached us over https: the URL itself, or what a trusted proxy says. */
export function viaHttps(c: Context<AppEnv>): boolean {
  if (new URL(c.req.url).protocol === 'https:') return true;
  const hops = c.var.config.trustProxy;
  return hops > 0 && fromRight(c.req.header('x-forwarded-proto'), hops) === 'https';
}
