import { describe, expect, it } from 'vitest';
import type { Product } from '../../../contract/catalog.ts';
import { deviceList } from './device-list.ts';

const NOW = Date.parse('2026-11-23T12:00:00Z');
const product = (id: number, price: number, over: Partial<Product> = {}): Product =>
  ({
    id,
    title: `P${id}`,
    price,
    availability: 'in_stock',
    brand: { id: id % 2, title: `B${id % 2}`, url_keywords: null },
    created_at: new Date(NOW - id * 86_400_000).toISOString(),
    ...over,
  }) as Product;
const all = [product(1, 300), product(2, 100, { availability: 'out_of_stock' }), product(40, 200), product(3, 50, { brand: null })];
const base = { page: 1, sort: 'relevance' as const, brandIds: [], inStock: false, newOnly: false, specs: {} };

describe('a product list made on the device', () => {
  it('keeps the search’s ranking for the best match, and sorts by age, price or title when asked', () => {
    expect(deviceList(all, base, 10, NOW).data.map((p) => p.id)).toEqual([1, 2, 40, 3]);
    expect(deviceList(all, { ...base, sort: 'newest' }, 10, NOW).data.map((p) => p.id)).toEqual([1, 2, 3, 40]);
    // Said as the server says it (the page tells a search answered by age apart from one ranked).
    expect(deviceList(all, base, 10, NOW).sorting).toEqual([
      { expression: 'relevance', ascending: false },
      { expression: 'created_at', ascending: false },
    ]);
    expect(deviceList(all, { ...base, sort: 'price-asc' }, 10, NOW).sorting).toEqual([{ expression: 'price', ascending: true }]);
    expect(deviceList(all, { ...base, sort: 'price-asc' }, 10, NOW).data.map((p) => p.id)).toEqual([3, 2, 40, 1]);
    expect(deviceList(all, { ...base, sort: 'price-desc' }, 10, NOW).data.map((p) => p.id)).toEqual([1, 40, 2, 3]);
  });
  it('filters by brand, stock and newness as the server does', () => {
    expect(deviceList(all, { ...base, brandIds: [0] }, 10, NOW).data.map((p) => p.id)).toEqual([2, 40]);
    expect(deviceList(all, { ...base, inStock: true }, 10, NOW).data.map((p) => p.id)).toEqual([1, 40, 3]);
    expect(deviceList(all, { ...base, newOnly: true }, 10, NOW).data.map((p) => p.id)).toEqual([1, 2, 3]);
  });
  it('filters by a suture’s specification as the server does: one of the values of each key chosen', () => {
    const spec = (key: string, value: string) => ({ key, name: key, value });
    const sutures = [
      product(5, 10, { specifications: [spec('size', '3-0'), spec('material', 'PGA')] }),
      product(6, 10, { specifications: [spec('size', '2-0'), spec('material', 'PGA')] }),
      product(7, 10, { specifications: [spec('size', '3-0'), spec('material', 'Silk')] }),
      product(8, 10, { specifications: [] }),
    ];
    const ids = (specs: Record<string, string[]>) => deviceList(sutures, { ...base, specs }, 10, NOW).data.map((p) => p.id);
    expect(ids({ size: ['3-0'] })).toEqual([5, 7]);
    expect(ids({ size: ['3-0', '2-0'] })).toEqual([5, 6, 7]);
    expect(ids({ size: ['3-0'], material: ['PGA'] })).toEqual([5]);
    expect(ids({})).toEqual([5, 6, 7, 8]);
  });
  it('pages, with the server’s paging fields', () => {
    const second = deviceList(all, { ...base, page: 2 }, 3, NOW);
    expect(second.data.map((p) => p.id)).toEqual([3]);
    expect(second.paging).toEqual({ offset: 3, limit: 3, total: 4, returned: 1, has_more: false });
    expect(deviceList(all, base, 3, NOW).paging.has_more).toBe(true);
  });
});
