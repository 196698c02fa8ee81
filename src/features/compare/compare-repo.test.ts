import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import type { Product } from '../../../contract/catalog.ts';
import { AppDB } from '../../device/db/app-db.ts';
import { addToCompare, compareItems, COMPARE_MAX_ITEMS, differs, removeFromCompare, specRows } from './compare-repo.ts';

const product = (id: number, over: Partial<Product> = {}): Product => ({
  id,
  title: `p${id}`,
  code: `C-${id}`,
  summary: null,
  description: null,
  price: 1000,
  price_with_guarantee: null,
  guarantee_months: null,
  stock: 5,
  availability: 'low_stock',
  category: { id: 1, title: 'c', seo: { url_keywords: null, page_url: null, title: null, description: null } },
  brand: null,
  images: [],
  specifications: [],
  created_at: '2026-01-01T00:00:00Z',
  rating: { average: null, count: 0 },
  seo: { url_keywords: `p${id}`, page_url: null, title: null, description: null },
  slugs: { fa: `p${id}`, en: `p${id}` },
  ...over,
});

let n = 0;
const fresh = () => new AppDB(`test-${++n}`);
const dbs: AppDB[] = [];
afterEach(async () => {
  for (const d of dbs.splice(0)) await d.delete();
});

describe('compare (spec §4)', () => {
  it('replaces an item with the same id instead of adding it twice', async () => {
    const d = fresh();
    dbs.push(d);
    expect(await addToCompare(product(1, { price: 1 }), 'fa', d)).toBe('added');
    expect(await addToCompare(product(1, { price: 2 }), 'fa', d)).toBe('replaced');
    const items = await compareItems(d);
    expect(items).toHaveLength(1);
    expect(items[0]!.product.price).toBe(2);
  });

  it(`holds at most ${COMPARE_MAX_ITEMS} products and keeps their order`, async () => {
    const d = fresh();
    dbs.push(d);
    for (let i = 1; i <= COMPARE_MAX_ITEMS; i++) expect(await addToCompare(product(i), 'en', d)).toBe('added');
    expect(await addToCompare(product(99), 'en', d)).toBe('full');
    expect(await addToCompare(product(2), 'en', d)).toBe('replaced');
    await removeFromCompare(1, d);
    expect((await compareItems(d)).map((i) => i.id)).toEqual([2, 3, 4]);
  });

  it('lines up specifications by key, with gaps where a product lacks one', () => {
    const a = product(1, { specifications: [{ key: 'size', name: 'Size', value: '2-0' }, { key: 'length', name: 'Length', value: '75 cm' }] });
    const b = product(2, { specifications: [{ key: 'length', name: 'Length', value: '90 cm' }, { key: 'tip', name: 'Tip', value: 'J' }] });
    expect(specRows([a, b])).toEqual([
      { key: 'size', name: 'Size', values: ['2-0', null] },
      { key: 'length', name: 'Length', values: ['75 cm', '90 cm'] },
      { key: 'tip', name: 'Tip', values: [null, 'J'] },
    ]);
  });
});

describe('differs', () => {
  it('tells the products apart by a row only when its values are not all the same', () => {
    expect(differs(['75 cm', '75 cm', '75 cm'])).toBe(false);
    expect(differs(['75 cm', '90 cm'])).toBe(true);
    expect(differs(['75 cm', '75 cm', '90 cm'])).toBe(true);
  });
  it('counts a value one product lacks as a difference, and nothing as one for a single product', () => {
    expect(differs(['75 cm', null])).toBe(true);
    expect(differs([null, null])).toBe(false);
    expect(differs(['75 cm'])).toBe(false);
    expect(differs([])).toBe(false);
  });
});
