/**
 * Headers every response carries (design.md: safe by default). HTML pages get a strict
 * Content-Security-Policy whose scripts are our files and the inline scripts the page lists by
 * their SHA-256 (a page sets its own policy with `contentSecurityPolicy(hashes)`; any other HTML
 * gets none); nothing else runs. Hashes rather than a nonce: a rendered page is the same bytes
 * for every visitor, so it can be kept and sent again. Styles may be inline (the page's own
 * stylesheet is inlined; antd writes its styles at run time).
 */
import { createHash } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env.ts';
import { viaHttps } from './client-ip.ts';

/** The SHA-256 sources of the inline scripts in `html` (JSON data blocks are not scripts and need none). */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attrs, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc\s*=/i.test(attrs!) || /\btype\s*=\s*"application\/(ld\+)?json"/i.test(attrs!)) continue;
    hashes.add(`'sha256-${createHash('sha256').update(body!, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

export const contentSecurityPolicy = (scriptHashes: string[] = []) =>
  [
    "default-src 'self'",
    // 'wasm-unsafe-eval' lets our own WebAssembly compile (the barcode reader, served by us) and
    // nothing else: it does not allow eval() or inline scripts.
    ['script-src', "'self'", ...scriptHashes, "'wasm-unsafe-eval'"].join(' '),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "manifest-src 'self'",
    "worker-src 'self'",
    "frame-src 'none'",
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
  ].join('; ');

/** The service worker's script: a document-like context whose fetches follow its own headers. */
const WORKER_SCRIPTS = new Set(['/sw.js']);

export const securityHeaders: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  const h = c.res.headers;
  h.set('x-content-type-options', 'nosniff');
  if (viaHttps(c)) h.set('strict-transport-security', 'max-age=31536000; includeSubDomains');
  const html = (h.get('content-type') ?? '').startsWith('text/html');
  // Policies of a document (or a worker): on a script, a stylesheet, an image or JSON they do
  // nothing but cost every one of a page's ~30 requests some 200 bytes.
  if (!html && !WORKER_SCRIPTS.has(c.req.path)) return;
  h.set('referrer-policy', 'strict-origin-when-cross-origin');
  // The camera on our own origin only (scanning a box's barcode); nothing else the browser offers.
  // (Not `interest-cohort`: FLoC is gone, and Chromium reports the name as an unrecognised feature.)
  h.set('permissions-policy', 'camera=(self), microphone=(), geolocation=(), payment=(), usb=()');
  h.set('x-frame-options', 'DENY');
  if (html && !h.has('content-security-policy')) h.set('content-security-policy', contentSecurityPolicy());
};
