/**
 * The device's offline search finds what the server's search finds, for the same Persian cases
 * (Arabic letters, ZWNJ, diacritics, Persian and Arabic digits, codes, specification values): the
 * device's index is built from the real server's products, as the worker builds it (from each
 * product's own answer, which carries its specifications), and every query is asked of both.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product, ProductListItem } from '../../contract/catalog.ts';
import type { ListResponse } from '../../contract/common.ts';
import { startHarness, type Harness } from '../../server/test/harness.ts';
import { createSearchIndex, searchProducts, toSearchDoc } from '../../src/features/offline-search/search-index.ts';

let h: Harness;
const catalogue: Record<'fa' | 'en', Product[]> = { fa: [], en: [] };

beforeAll(async () => {
  h = await startHarness();
  for (const lang of ['fa', 'en'] as const) {
    for (let offset = 0; ; offset += 100) {
      const page = await h.json<ListResponse<ProductListItem>>(`/v1/product/${lang}/products?limit=100&offset=${offset}`);
      for (const item of page.body.data) catalogue[lang].push((await h.json<{ data: Product }>(`/v1/product/${lang}/products/${item.id}`)).body.data);
      if (!page.body.paging.has_more) break;
    }
  }
});
afterAll(() => h.close());

/** [language, what a person types]: the server's own search cases, and their Arabic, ZWNJ, diacritic and digit variants. */
const CASES: ['fa' | 'en', string][] = [
  ['fa', 'گاید وایر'],
  ['fa', 'چسب سيليكوني'],
  ['fa', 'چسب سیلیکونی'],
  ['fa', 'مش ۱۵'],
  ['fa', 'مش ١٥'],
  ['fa', 'مش 15'],
  ['fa', 'فولاد ضدزنگ'],
  ['fa', 'نخ بخيه'],
  ['fa', 'نَخ بُخیه'],
  ['fa', 'پلی‌پروپیلن'],
  ['fa', 'کات‌گوت کرومیک ۳-۰'],
  ['fa', 'نخ بخيه كات گوت 3-0'],
  // Compounds typed without their ZWNJ or space, as most phone keyboards make people type them.
  ['fa', 'پلیپروپیلن'],
  ['fa', 'پلی پروپیلن'],
  ['fa', 'ضدحساسیت'],
  ['fa', 'ضد‌حساسیت'],
  ['fa', 'کاتگوت'],
  ['fa', 'تکرشته'],
  ['fa', 'بافتهشده'],
  ['en', 'silk'],
  ['en', 'SM-PF-01'],
  ['en', 'nitinol'],
  ['en', 'braided pga'],
  // English plurals, and a code typed without its dashes, or with some of them.
  ['en', 'sutures'],
  ['en', 'guidewires'],
  ['en', 'hernia meshes'],
  ['en', 'tapes'],
  ['en', 'smpf01'],
  ['en', 'sm-pf01'],
  ['fa', 'AS-PGA01'],
];

describe('offline search, against the server’s search', () => {
  it('has products in both languages to search', () => {
    expect(catalogue.fa.length).toBeGreaterThan(20);
    expect(catalogue.en.length).toBe(catalogue.fa.length);
  });

  for (const [lang, query] of CASES) {
    it(`finds on the device every product the server finds for “${query}” (${lang})`, async () => {
      const server = await h.json<ListResponse<ProductListItem>>(`/v1/product/${lang}/products?limit=100&search_text=${encodeURIComponent(query)}`);
      expect(server.status).toBe(200);
      const expected = server.body.data.map((p) => p.id).sort();
      expect(expected.length, `the server finds something for ${query}`).toBeGreaterThan(0);
      const device = searchProducts(createSearchIndex(catalogue[lang].map(toSearchDoc)), query, 1000).map((p) => p.id);
      expect(device).toEqual(expect.arrayContaining(expected));
    });
  }

  it('ranks a title match above a specification match, and forgives one typo', () => {
    const index = createSearchIndex(catalogue.en.map(toSearchDoc));
    const nitinol = searchProducts(index, 'nitinol');
    expect(nitinol.length).toBeGreaterThan(0);
    const titled = nitinol.findIndex((p) => /nitinol/i.test(p.title));
    const specOnly = nitinol.findIndex((p) => !/nitinol/i.test(p.title));
    if (titled >= 0 && specOnly >= 0) expect(titled).toBeLessThan(specOnly);
    expect(searchProducts(index, 'nitinoll').map((p) => p.id)).toEqual(nitinol.map((p) => p.id));
    expect(searchProducts(index, 'guidewir').length).toBeGreaterThan(0);
  });
});
