import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../test/harness.ts';
import { localizeShell } from './html/shell.ts';

const SHELL = `<!doctype html><html lang="fa" dir="rtl"><head><title>فروشگاه</title>
<meta name="description" content="x" /><link rel="manifest" href="/manifest.webmanifest" /></head>
<body><div id="root"></div>${'<!-- padding -->'.repeat(50)}</body></html>`;
const ASSET = `export const x = ${JSON.stringify('a'.repeat(2000))};`;

let h: Harness;
let dist: string;
beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'dist-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'index.html'), SHELL);
  fs.writeFileSync(path.join(dist, 'assets', 'index-AbC123.js'), ASSET);
  fs.writeFileSync(path.join(dist, 'sw.js'), `self.x = 1;`);
  fs.writeFileSync(path.join(dist, 'manifest.webmanifest'), '{"name":"x"}');
  fs.writeFileSync(path.join(os.tmpdir(), 'secret.txt'), 'secret');
  h = await startHarness({ distDir: dist }, { seed: false });
});
afterAll(async () => {
  await h?.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const get = (p: string, headers: Record<string, string> = {}) => h.app.request(p, { headers });

describe('static site', () => {
  it('serves hashed assets immutable for a year, compressed', async () => {
    const br = await get('/assets/index-AbC123.js', { 'accept-encoding': 'gzip, br' });
    expect(br.status).toBe(200);
    expect(br.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('content-type')).toMatch(/javascript/);
    expect(zlib.brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(ASSET);
    const gz = await get('/assets/index-AbC123.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(zlib.gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(ASSET);
    const plain = await get('/assets/index-AbC123.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(ASSET);
  });

  it('answers 404 for a hashed asset a release removed, though it was served from memory before, and serves it again once it is back', async () => {
    const file = path.join(dist, 'assets', 'index-AbC123.js');
    expect((await get('/assets/index-AbC123.js')).status).toBe(200);
    fs.renameSync(file, `${file}.gone`);
    try {
      expect((await get('/assets/index-AbC123.js')).status).toBe(404);
    } finally {
      fs.renameSync(`${file}.gone`, file);
    }
    expect(await (await get('/assets/index-AbC123.js')).text()).toBe(ASSET);
  });

  it('revalidates the shell, the worker and the manifest on every load', async () => {
    for (const p of ['/', '/index.html', '/sw.js', '/manifest.webmanifest', '/product']) {
      const res = await get(p);
      expect(res.status, p).toBe(200);
      expect(res.headers.get('cache-control'), p).toBe('no-cache');
      expect(res.headers.get('etag'), p).toBeTruthy();
    }
  });

  it('answers 304 to a matching etag', async () => {
    const first = await get('/assets/index-AbC123.js');
    const again = await get('/assets/index-AbC123.js', { 'if-none-match': first.headers.get('etag')! });
    expect(again.status).toBe(304);
  });

  it('falls back to the shell for app routes, in the URL language from the first byte', async () => {
    const fa = await (await get('/product/category/sutures/absorbable')).text();
    expect(fa).toContain('<html lang="fa" dir="rtl">');
    const en = await (await get('/en/product/1001/braided-pga')).text();
    expect(en).toContain('<html lang="en" dir="ltr">');
    expect(en).toContain('href="/manifest-en.webmanifest"');
  });

  it('answers 404 for missing files, /v1 and /api, never the shell', async () => {
    expect((await get('/missing.js')).status).toBe(404);
    expect((await get('/assets/gone-123.css')).status).toBe(404);
    const v1 = await h.call('/v1/nothing/here');
    expect(v1.status).toBe(404);
    expect(await v1.json()).toMatchObject({ error: { status_code: 404 } });
    const api = await get('/api/nothing');
    expect(api.status).toBe(404);
    expect(await api.json()).toMatchObject({ error: { status_code: 404 } });
  });

  it('never serves files outside the build folder', async () => {
    expect((await get('/..%2fsecret.txt')).status).toBe(404);
    expect((await get('/%2e%2e/%2e%2e/etc/passwd.txt')).status).toBe(404);
    expect((await get('/media/..%2f..%2fconfig.ts')).status).toBe(404);
  });

  it('serves a new build copied over a running server', async () => {
    const before = await (await get('/sw.js')).text();
    fs.writeFileSync(path.join(dist, 'sw.js'), 'self.x = 2; // a new release');
    const after = await (await get('/sw.js')).text();
    expect(after).not.toBe(before);
    expect(after).toContain('a new release');
    fs.writeFileSync(path.join(dist, 'index.html'), SHELL.replace('<div id="root">', '<div id="root" data-v="2">'));
    expect(await (await get('/en/product')).text()).toContain('data-v="2"');
  });

  it('serves the demo media', async () => {
    const res = await get('/media/products/sm-pf-01-1.svg');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/svg+xml');
  });
});

describe('localizeShell', () => {
  it('sets lang and dir for fa and en paths', () => {
    expect(localizeShell(SHELL, '/')).toContain('<html lang="fa" dir="rtl">');
    expect(localizeShell(SHELL, '/en')).toContain('<html lang="en" dir="ltr">');
    expect(localizeShell(SHELL, '/english')).toContain('<html lang="fa" dir="rtl">');
  });
});
