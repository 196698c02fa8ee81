import { describe, expect, it } from 'vitest';
import { productsData } from '../db/seed/catalog-data.ts';
import { fileHarness, startHarness } from '../test/harness.ts';
import { jsonForScript } from './escape.ts';

const h = fileHarness({ publicUrl: 'https://shop.example' });

describe('escaping', () => {
  it('keeps JSON inside a script element from closing it', () => {
    expect(jsonForScript({ a: '</script><!--' })).toBe('{"a":"\\u003c/script\\u003e\\u003c!--"}');
  });
});

describe('absolute URLs without PUBLIC_URL', () => {
  it('never take the host a client names, only this machine\'s or the configured one', async () => {
    const bare = await startHarness({ host: '127.0.0.1', port: 8080 }, { seed: false });
    try {
      const robots = await (await bare.app.request('http://evil.example/robots.txt')).text();
      expect(robots).toContain('Sitemap: http://127.0.0.1:8080/sitemap.xml');
      expect(robots).not.toContain('evil.example');
      const sitemap = await (await bare.app.request('http://evil.example/sitemap.xml')).text();
      expect(sitemap).not.toContain('evil.example');
      const local = await (await bare.app.request('http://localhost:4180/robots.txt')).text();
      expect(local).toContain('Sitemap: http://localhost:4180/sitemap.xml');
    } finally {
      await bare.close();
    }
  });
});

describe('sitemap and robots', () => {
  it('is an index of files that list every product, category, brand, news item and FAQ in both languages', async () => {
    const res = await h.app.request('/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/xml/);
    const index = await res.text();
    expect(index).toContain('<sitemapindex');
    const files = [...index.matchAll(/<loc>(.*?)<\/loc>/g)].map((m) => m[1]!);
    expect(files).toEqual(['https://shop.example/sitemap-pages.xml', 'https://shop.example/sitemap-products-1.xml']);
    let xml = '';
    for (const file of files) {
      const part = await h.app.request(new URL(file).pathname);
      expect(part.status).toBe(200);
      expect(part.headers.get('content-type')).toMatch(/xml/);
      xml += await part.text();
    }
    expect((await h.app.request('/sitemap-products-2.xml')).status).toBe(404);
    const locs = [...xml.matchAll(/<loc>(.*?)<\/loc>/g)].map((m) => m[1]!);
    for (const p of productsData) {
      expect(locs.some((l) => l.startsWith(`https://shop.example/product/${p.id}/`))).toBe(true);
      expect(locs.some((l) => l.startsWith(`https://shop.example/en/product/${p.id}/`))).toBe(true);
    }
    expect(locs).toContain('https://shop.example/product/category/223');
    expect(locs).toContain('https://shop.example/en/product/brand/3/pars-wire');
    expect(locs).toContain('https://shop.example/faq/701');
    expect(locs.some((l) => l.startsWith('https://shop.example/en/news/511/'))).toBe(true);
    expect(xml).toContain('hreflang="x-default"');
  });

  it('points robots at the sitemap', async () => {
    const text = await (await h.app.request('/robots.txt')).text();
    expect(text).toContain('Sitemap: https://shop.example/sitemap.xml');
    expect(text).toContain('Disallow: /dashboard/');
  });
});
