import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../db/schema.ts';
import { productsData } from '../db/seed/catalog-data.ts';
import { startHarness, type Harness } from '../test/harness.ts';
import { jsonForScript } from './seo.ts';

const SHELL = `<!doctype html><html lang="fa" dir="rtl"><head><meta charset="UTF-8" />
<meta name="description" content="default" /><link rel="manifest" href="/manifest.webmanifest" />
<title>default</title><script>window.early = 1</script></head><body><div id="root"></div></body></html>`;

let h: Harness;
let dist: string;
beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'dist-seo-'));
  fs.writeFileSync(path.join(dist, 'index.html'), SHELL);
  h = await startHarness({ distDir: dist, publicUrl: 'https://shop.example' });
});
afterAll(async () => {
  await h?.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const page = async (p: string) => {
  const res = await h.app.request(p);
  return { status: res.status, html: await res.text() };
};

/** The JSON-LD blocks of a page, parsed. */
function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((m) => JSON.parse(m[1]!));
}

describe('HTML shell for search engines', () => {
  it('holds a product page\'s title, description, canonical, alternates, Open Graph and JSON-LD', async () => {
    const { status, html } = await page('/product/1041/anything');
    expect(status).toBe(200);
    expect(html).toContain('<title>مش کف لگن از پیش برش‌خورده | فروشگاه تجهیزات پزشکی</title>');
    expect(html).toContain('<meta name="description" content="مش شش‌بازویی');
    const fa = '/product/1041/' + encodeURIComponent('مش-کف-لگن-از-پیش-برش-خورده');
    expect(html).toContain(`<link rel="canonical" href="https://shop.example${fa}" />`);
    expect(html).toContain(`hreflang="en" href="https://shop.example/en/product/1041/pre-cut-pelvic-floor-mesh"`);
    expect(html).toContain(`hreflang="x-default" href="https://shop.example${fa}"`);
    expect(html).toContain('<meta property="og:image" content="https://shop.example/media/products/sm-pf-01-1.svg" />');
    const [product, crumbs] = jsonLd(html);
    expect(product).toMatchObject({
      '@type': 'Product',
      sku: 'SM-PF-01',
      offers: { '@type': 'Offer', price: 125_000_000, priceCurrency: 'IRR', availability: 'https://schema.org/LimitedAvailability' },
    });
    expect(crumbs).toMatchObject({ '@type': 'BreadcrumbList' });
    const names = (crumbs!.itemListElement as { name: string }[]).map((i) => i.name);
    expect(names).toEqual(['محصولات', 'مش جراحی', 'مش کف لگن', 'مش کف لگن از پیش برش‌خورده']);
    // The page's own scripts are still there, after the injected tags.
    expect(html.indexOf('window.early')).toBeGreaterThan(-1);
  });

  it('answers in English under /en, with out-of-stock availability where it applies', async () => {
    const out = productsData.find((p) => p.stock === 0)!;
    const { html } = await page(`/en/product/${out.id}/x`);
    expect(html).toContain('<html lang="en" dir="ltr">');
    expect(html).toContain(`<title>${out.title.en.replace(/″/g, '″')} | Medical Supplies Store</title>`);
    expect(jsonLd(html)[0]).toMatchObject({ offers: { availability: 'https://schema.org/OutOfStock' } });
  });

  it('answers 404 with noindex for an unknown product', async () => {
    const { status, html } = await page('/product/999999/x');
    expect(status).toBe(404);
    expect(html).toContain('<meta name="robots" content="noindex, follow" />');
  });

  it('gives news a NewsArticle, categories a breadcrumb, the FAQ an FAQPage', async () => {
    const news = jsonLd((await page('/en/news/501/x')).html);
    expect(news[0]).toMatchObject({ '@type': 'NewsArticle', headline: 'Choosing suture sizes in general surgery', inLanguage: 'en' });
    const category = jsonLd((await page('/product/category/absorbable-sutures/absorbable-sutures')).html);
    expect((category[1]!.itemListElement as unknown[]).length).toBe(3);
    const faq = jsonLd((await page('/en/faq')).html);
    expect(faq[0]).toMatchObject({ '@type': 'FAQPage' });
  });

  it('escapes text from the database in tags and JSON-LD', async () => {
    const evil = `Evil "quote" <b>bold</b> </script><script>alert(1)</script> & co`;
    await h.handle.db.update(products).set({ titleEn: evil, summaryEn: evil }).where(eq(products.id, 1001));
    const { html } = await page('/en/product/1001/x');
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).toContain('<title>Evil &quot;quote&quot; &lt;b&gt;bold&lt;/b&gt;');
    const product = jsonLd(html)[0]!;
    expect(product.name).toBe(evil);
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
