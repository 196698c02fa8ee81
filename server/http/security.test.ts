import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../test/harness.ts';
import { inlineScriptHashes } from './security-headers.ts';

const SHELL = `<!doctype html><html lang="fa" dir="rtl"><head><meta charset="UTF-8" /><title>t</title>
<script>document.documentElement.dataset.theme = 'light'</script></head><body><div id="root"></div></body></html>`;

let h: Harness;
let dist: string;
beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'dist-sec-'));
  fs.writeFileSync(path.join(dist, 'index.html'), SHELL);
  h = await startHarness({ distDir: dist, corsOrigins: ['https://shop.example'], trustProxy: 1 }, { seed: false });
});
afterAll(async () => {
  await h?.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe('security headers', () => {
  it('give every page a strict CSP that lets only its own inline scripts run, by their SHA-256', async () => {
    const first = await h.app.request('/product');
    const csp = first.headers.get('content-security-policy')!;
    const html = await first.text();
    const inline = /<script>(document\.documentElement[^<]*)<\/script>/.exec(html)![1]!;
    const hash = createHash('sha256').update(inline).digest('base64');
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain(`script-src 'self' 'sha256-${hash}' 'wasm-unsafe-eval'`);
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-eval'/);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).not.toMatch(/nonce-/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    // A script someone slipped into the page (it is not ours) has no hash in the policy.
    expect(inlineScriptHashes('<script>alert(1)</script>')).not.toContain(`'sha256-${hash}'`);
    expect(inlineScriptHashes('<script type="application/json">{}</script><script src="/a.js"></script>')).toEqual([]);
    expect(first.headers.get('x-frame-options')).toBe('DENY');
    expect(first.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(first.headers.get('permissions-policy')).toMatch(/camera=\(self\)/);
    expect(first.headers.get('permissions-policy')).toMatch(/microphone=\(\)/);
  });

  it('mark API answers nosniff, errors included, with no CSP on JSON', async () => {
    const ok = await h.call('/v1/product/fa/brands');
    expect(ok.headers.get('x-content-type-options')).toBe('nosniff');
    expect(ok.headers.get('content-security-policy')).toBeNull();
    const error = await h.app.request('/v1/product/fa/brands');
    expect(error.status).toBe(401);
    expect(error.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('keep document policies to documents and the service worker, not every asset', async () => {
    const json = await h.call('/v1/product/fa/brands');
    expect(json.headers.get('permissions-policy')).toBeNull();
    expect(json.headers.get('x-frame-options')).toBeNull();
  });

  it('ask for HSTS only over https (as a trusted proxy says)', async () => {
    expect((await h.app.request('/product')).headers.get('strict-transport-security')).toBeNull();
    const https = await h.app.request('/product', { headers: { 'x-forwarded-proto': 'https' } });
    expect(https.headers.get('strict-transport-security')).toMatch(/max-age=31536000/);
  });
});

describe('CORS', () => {
  it('answers an origin on the list, never echoes another, and lets no credentials cross', async () => {
    const allowed = await h.call('/v1/product/fa/brands', { headers: { origin: 'https://shop.example' } });
    expect(allowed.headers.get('access-control-allow-origin')).toBe('https://shop.example');
    expect(allowed.headers.get('access-control-allow-credentials')).toBeNull();
    const other = await h.call('/v1/product/fa/brands', { headers: { origin: 'https://evil.example' } });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
    const preflight = await h.app.request('/v1/product/fa/brands', {
      method: 'OPTIONS',
      headers: { origin: 'https://shop.example', 'access-control-request-method': 'GET', 'access-control-request-headers': 'x-api-key' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-headers')).toContain('x-api-key');
    expect(preflight.headers.get('access-control-allow-origin')).toBe('https://shop.example');
    // What the other origin's script may read of an answer, and the caches told the answer varies by origin.
    expect(allowed.headers.get('access-control-expose-headers')).toBe('retry-after,idempotent-replayed');
    expect(allowed.headers.get('vary')).toMatch(/\borigin\b/i);
    expect(other.headers.get('vary')).toMatch(/\borigin\b/i);
    const otherPreflight = await h.app.request('/v1/product/fa/brands', {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'GET', 'access-control-request-headers': 'x-api-key' },
    });
    expect(otherPreflight.headers.get('access-control-allow-origin')).toBeNull();
    expect(otherPreflight.headers.get('access-control-allow-headers')).toBeNull();
    // An error is readable by the listed origin too (its script can show what went wrong).
    const refused = await h.app.request('/v1/product/fa/brands', { headers: { origin: 'https://shop.example' } });
    expect(refused.status).toBe(401);
    expect(refused.headers.get('access-control-allow-origin')).toBe('https://shop.example');
    expect(((await refused.json()) as { error: { status_code: number } }).error.status_code).toBe(401);
  });
});
