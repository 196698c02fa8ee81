/**
 * The site's own origin for absolute URLs (canonical links, the sitemap, robots.txt). PUBLIC_URL
 * when set; otherwise the request's origin only when it names this machine (loopback), else the
 * configured host: a Host header is the client's say, and must not end up in a page or a cache.
 */
import type { Context } from 'hono';
import type { AppEnv } from '../app-env.ts';

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

export function siteOrigin(c: Context<AppEnv>): string {
  const { publicUrl, host, port } = c.var.config;
  if (publicUrl) return publicUrl;
  const url = new URL(c.req.url);
  if (LOOPBACK.has(url.hostname)) return url.origin;
  const name = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
  return `http://${name.includes(':') ? `[${name}]` : name}:${port}`;
}
