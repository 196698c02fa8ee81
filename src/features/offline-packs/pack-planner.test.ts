import { describe, expect, it } from 'vitest';
import type { PackItem } from '../../device/db/app-db.ts';
import { CATEGORY_READS_PRODUCTS, expandScope, productsPerCategory, mergePlan, packId, PAGE_READS_FACTOR, planPack, progressOf, readEveryPage, remaining, type PlanCategory, type PlanProduct } from './pack-planner.ts';

const cat = (id: number, parent_id: number | null): PlanCategory => ({ id, parent_id, title: `c${id}`, urls: [`/v1/category/fa/categories/${id}`, `/v1/product/fa/products?category_ids=${id}`] });
const tree = [cat(1, null), cat(2, 1), cat(3, 2), cat(4, null), cat(5, 4)];
const product = (id: number, image: string | null = `/media/p${id}.jpg`, json_bytes = 1000): PlanProduct => ({
  id,
  urls: [`/v1/product/fa/products/${id}`, `/v1/product/fa/products/${id}/reviews?limit=20`],
  image,
  json_bytes,
});

describe('the pack planner', () => {
  it('takes a chosen category with all its descendants, or the whole tree', () => {
    expect(expandScope({ kind: 'categories', ids: [1] }, tree).map((c) => c.id)).toEqual([1, 2, 3]);
    expect(expandScope({ kind: 'categories', ids: [2, 5] }, tree).map((c) => c.id)).toEqual([2, 3, 5]);
    expect(expandScope({ kind: 'all' }, tree).map((c) => c.id)).toEqual([1, 2, 3, 4, 5]);
    expect(expandScope({ kind: 'categories', ids: [99] }, tree)).toEqual([]);
  });

  it('counts each category’s products with its descendants’, for the pages of its list', () => {
    const counts = productsPerCategory(tree, [3, 3, 2, 5, 4]);
    expect(Object.fromEntries(counts)).toEqual({ 1: 3, 2: 3, 3: 2, 4: 2, 5: 1 });
  });

  it('lists every URL once, pages before images, and counts products once', () => {
    const plan = planPack([cat(1, null)], [product(7), product(8, '/media/shared.jpg'), product(9, '/media/shared.jpg'), product(7)], 20_000);
    const urls = plan.items.map((i) => i.url);
    expect(new Set(urls).size).toBe(urls.length);
    expect(plan.products).toBe(3);
    const firstImage = plan.items.findIndex((i) => i.kind === 'image');
    expect(plan.items.slice(firstImage).every((i) => i.kind === 'image')).toBe(true);
    expect(plan.items.filter((i) => i.kind === 'image').map((i) => i.url)).toEqual(['/media/p7.jpg', '/media/shared.jpg']);
  });

  it('estimates the bytes: the products’ page reads, the categories’ pages and one image per distinct image', () => {
    const plan = planPack([cat(1, null), cat(2, 1)], [product(7, '/media/a.jpg', 2000), product(8, null, 1000), product(9, '/media/b.jpg', 500)], 10_000);
    const average = (2000 + 1000 + 500) / 3;
    expect(plan.estimate_bytes).toBe(Math.round((2000 + 1000 + 500) * PAGE_READS_FACTOR + 2 * CATEGORY_READS_PRODUCTS * average + 2 * 10_000));
    expect(planPack([], [], 10_000)).toEqual({ items: [], products: 0, estimate_bytes: 0 });
  });

  it('adds the products’ documents last, each file once (a line’s instructions serve many products), counted at their size', () => {
    const documents = [
      { url: '/media/documents/ifu-x-fa.pdf', bytes: 30_000 },
      { url: '/media/documents/ifu-x-fa.pdf', bytes: 30_000 },
      { url: '/media/documents/ce-y-en.pdf', bytes: 20_000 },
    ];
    const without = planPack([cat(1, null)], [product(7)], 10_000);
    const plan = planPack([cat(1, null)], [product(7)], 10_000, documents);
    expect(plan.items.filter((i) => i.kind === 'document').map((i) => i.url)).toEqual(['/media/documents/ifu-x-fa.pdf', '/media/documents/ce-y-en.pdf']);
    expect(plan.items.at(-1)!.kind).toBe('document');
    expect(plan.estimate_bytes).toBe(without.estimate_bytes + 50_000);
  });

  it('resumes: what an earlier download stored stays done, new URLs are to fetch, dropped ones are reported', () => {
    const before: PackItem[] = [
      { pack: 'p', url: '/a', kind: 'json', done: 1, bytes: 100 },
      { pack: 'p', url: '/b', kind: 'json', done: 0, bytes: 0 },
      { pack: 'p', url: '/gone', kind: 'image', done: 1, bytes: 50 },
    ];
    const { items, dropped } = mergePlan('p', before, [
      { url: '/a', kind: 'json' },
      { url: '/b', kind: 'json' },
      { url: '/new', kind: 'image' },
    ]);
    expect(items.map((i) => [i.url, i.done])).toEqual([
      ['/a', 1],
      ['/b', 0],
      ['/new', 0],
    ]);
    expect(dropped).toEqual(['/gone']);
    expect(remaining(items).map((i) => i.url)).toEqual(['/b', '/new']);
    expect(progressOf({ items: items.length, items_done: items.filter((i) => i.done).length })).toBeCloseTo(1 / 3);
  });

  it('refreshing fetches everything again', () => {
    const before: PackItem[] = [{ pack: 'p', url: '/a', kind: 'json', done: 1, bytes: 100 }];
    expect(mergePlan('p', before, [{ url: '/a', kind: 'json' }], true).items).toEqual([{ pack: 'p', url: '/a', kind: 'json', done: 0, bytes: 100 }]);
  });

  it('names a pack by its language and choice, whatever the order of the choice', () => {
    expect(packId('fa', { kind: 'categories', ids: [5, 2] })).toBe(packId('fa', { kind: 'categories', ids: [2, 5] }));
    expect(packId('fa', { kind: 'all' })).not.toBe(packId('en', { kind: 'all' }));
    expect(progressOf({ items: 0, items_done: 0 })).toBe(0);
  });

  describe('reading every page of a list', () => {
    const rows = Array.from({ length: 250 }, (_, i) => ({ id: i + 1 }));
    /** A backend that returns at most `cap` rows however many are asked for, as the spec's may. */
    const backend = (cap: number) => {
      const asked: number[] = [];
      const read = async (offset: number) => {
        asked.push(offset);
        const data = rows.slice(offset, offset + Math.min(100, cap));
        return { data, paging: { has_more: offset + data.length < rows.length } };
      };
      return { read, asked };
    };

    it('steps by what each page returned, so that a backend returning fewer than asked loses nothing', async () => {
      const { read, asked } = backend(30);
      const all = await readEveryPage(read, (r) => r.id);
      expect(all.map((r) => r.id)).toEqual(rows.map((r) => r.id));
      expect(asked.slice(0, 3)).toEqual([0, 30, 60]);
    });

    it('reads three pages of a hundred for 250 rows', async () => {
      const { read, asked } = backend(100);
      expect((await readEveryPage(read, (r) => r.id)).length).toBe(250);
      expect(asked).toEqual([0, 100, 200]);
    });

    it('stops when a page brings nothing new (a backend that ignores offset), and keeps each row once', async () => {
      let calls = 0;
      const all = await readEveryPage(async () => {
        calls++;
        return { data: rows.slice(0, 12), paging: { has_more: true } };
      }, (r) => r.id);
      expect(all.length).toBe(12);
      expect(calls).toBe(2);
    });

    it('keeps once a row that moved across a page boundary while reading', async () => {
      const pages = [[1, 2, 3], [3, 4, 5], [6]];
      const all = await readEveryPage(async (offset) => {
        const data = pages[offset / 3]!.map((id) => ({ id }));
        return { data, paging: { has_more: offset < 6 } };
      }, (r) => r.id);
      expect(all.map((r) => r.id)).toEqual([1, 2, 3, 4, 5, 6]);
    });

    it('ends on an empty page, whatever has_more says', async () => {
      expect(await readEveryPage(async () => ({ data: [], paging: { has_more: true } }), (r: { id: number }) => r.id)).toEqual([]);
    });
  });
});
