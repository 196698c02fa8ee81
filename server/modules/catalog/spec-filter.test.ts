/**
 * Issue 31 §4: a suture's specification as a filter. A category lists the values its products take
 * for USP size, material, needle and length (sizes thickest first), with their counts; a list
 * filtered by them gives those products, a value in either language, several keys together.
 */
import { describe, expect, it } from 'vitest';
import type { Facet, ProductListItem } from '../../../contract/catalog.ts';
import type { DetailResponse, ErrorResponse, ListResponse } from '../../../contract/common.ts';
import { productsData } from '../../db/seed/catalog-data.ts';
import { fileHarness } from '../../test/harness.ts';

const h = fileHarness();
const SUTURES = 201;
const facets = async (lang: 'fa' | 'en', q = `category_ids=${SUTURES}`) => (await h.json<DetailResponse<Facet[]>>(`/v1/product/${lang}/facets?${q}`)).body.data;
const list = async (q: string) => (await h.json<ListResponse<ProductListItem>>(`/v1/product/fa/products?limit=100&${q}`)).body;
const specOf = (id: number, key: string) => productsData.find((p) => p.id === id)!.specifications.find((s) => s.key === key);

describe('filtering by specification', () => {
  it('a category offers its sutures’ sizes (thickest first), materials, needles and lengths, with counts', async () => {
    const fa = await facets('fa');
    expect(fa.map((f) => f.key)).toEqual(['size', 'material', 'needle', 'length']);
    const sizes = fa[0]!;
    expect(sizes.name).toBe('سایز (USP)');
    const order = sizes.values.map((v) => v.value);
    expect(order.indexOf('2-0')).toBeLessThan(order.indexOf('3-0'));
    expect(order.indexOf('0')).toBeLessThan(order.indexOf('2-0'));
    const sutures = productsData.filter((p) => p.kind === 'suture');
    expect(sizes.values.reduce((n, v) => n + v.count, 0)).toBe(sutures.length);
    expect(sizes.values.find((v) => v.value === '3-0')!.count).toBe(sutures.filter((p) => p.label === '3-0').length);
    const en = await facets('en');
    expect(en[1]!.name).toBe('Material');
    // A search's results have their own: nylon sutures come in their sizes only.
    const nylon = await facets('en', `search_text=nylon`);
    const nylonSizes = productsData.filter((p) => p.kind === 'suture' && /nylon/i.test(p.title.en)).map((p) => p.label);
    expect(nylon[0]!.values.map((v) => v.value).sort()).toEqual([...new Set(nylonSizes)].sort());
    // Guidewires have a material and a length, and no USP size.
    expect((await facets('fa', 'category_ids=231')).map((f) => f.key)).not.toContain('size');
  });

  it('a filtered list gives the products with those values (either language), every key together, and its total', async () => {
    const threeO = await list(`category_ids=${SUTURES}&spec_size=3-0`);
    expect(threeO.data.length).toBeGreaterThan(1);
    expect(threeO.data.every((p) => specOf(p.id, 'size')!.value_en === '3-0')).toBe(true);
    expect(threeO.paging.total).toBe(threeO.data.length);
    const either = await list(`category_ids=${SUTURES}&spec_size=${encodeURIComponent('3-0|2-0')}`);
    expect(either.paging.total).toBe(productsData.filter((p) => p.kind === 'suture' && ['3-0', '2-0'].includes(p.label)).length);

    const material = specOf(threeO.data[0]!.id, 'material')!;
    const fa = await list(`spec_size=3-0&spec_material=${encodeURIComponent(material.value_fa)}`);
    const en = await list(`spec_size=3-0&spec_material=${encodeURIComponent(material.value_en)}`);
    expect(fa.data.map((p) => p.id)).toEqual(en.data.map((p) => p.id));
    expect(fa.data.every((p) => specOf(p.id, 'material')!.value_en === material.value_en && specOf(p.id, 'size')!.value_en === '3-0')).toBe(true);
    expect(fa.data.length).toBeGreaterThan(0);
    expect((await list('spec_size=99-0')).data).toEqual([]);
  });

  it('refuses a malformed filter with a 400 in the error shape', async () => {
    const res = await h.json<ErrorResponse>(`/v1/product/fa/products?spec_size=${encodeURIComponent('|'.repeat(5))}`);
    expect(res.status).toBe(400);
    expect(res.body.error.error_message).toContain('spec_size');
  });
});
