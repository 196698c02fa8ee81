import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productsData } from '../db/seed/catalog-data.ts';
import { startHarness, type Harness } from '../test/harness.ts';
import { jsonForScript } from './escape.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ publicUrl: 'https://shop.example' });
});
afterAll(async () => {
  await h?.close();
});

describe('escaping', () => {
  it('keeps JSON inside a script element from closing it', () => {
    expect(jsonForScript({ a: '</script><!--' })).toBe('{"a":"\\u003c/script\\u003e\\u003c!--"}');
  });
});

describe('sitemap and robots', () => {
  it('lists every product, category, brand, news item and FAQ in both languages', async () => {
    const res = await h.app.request('/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/xml/);
    const xml = await res.text();
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
