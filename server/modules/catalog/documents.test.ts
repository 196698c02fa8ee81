/**
 * Issue 31 §4: a product's documents (instructions for use, certificates), each a PDF the store
 * serves, in its language and dated; listed on the product, the page's language first; the
 * documents of a category's products (its subcategories' too) for a pack saved for offline.
 */
import { describe, expect, it } from 'vitest';
import type { CarriedDocument, Product } from '../../../contract/catalog.ts';
import type { DetailResponse, ErrorResponse, ListResponse } from '../../../contract/common.ts';
import { fileHarness } from '../../test/harness.ts';

const h = fileHarness();
/** A braided PGA suture (line AS-PGA, Arya Suture), in the absorbable sutures (211) under surgical sutures (201). */
const PRODUCT = 1001;

describe('product documents', () => {
  it('a product carries its line’s instructions for use in both languages and its maker’s certificates, the language asked for first', async () => {
    const fa = (await h.json<DetailResponse<Product>>(`/v1/product/fa/products/${PRODUCT}`)).body.data.documents!;
    expect(fa.map((d) => `${d.kind}:${d.lang}`)).toEqual(['ifu:fa', 'imed:fa', 'ifu:en', 'ce:en', 'iso13485:en']);
    expect(fa[0]).toMatchObject({ title: 'دستورالعمل استفاده AS-PGA', url: '/media/documents/ifu-as-pga-fa.pdf', issued_on: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
    const en = (await h.json<DetailResponse<Product>>(`/v1/product/en/products/${PRODUCT}`)).body.data.documents!;
    expect(en.map((d) => `${d.kind}:${d.lang}`)).toEqual(['ifu:en', 'ce:en', 'iso13485:en', 'ifu:fa', 'imed:fa']);
    expect(en[0]!.title).toBe('Instructions for use, AS-PGA');
  });

  it('each document is a PDF the store serves, of the size the product says', async () => {
    const docs = (await h.json<DetailResponse<Product>>(`/v1/product/en/products/${PRODUCT}`)).body.data.documents!;
    for (const d of docs) {
      const res = await h.call(d.url);
      expect(res.status, d.url).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/pdf');
      const bytes = new Uint8Array(await res.arrayBuffer());
      expect(bytes.length).toBe(d.bytes);
      expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    }
    expect((await h.call('/media/documents/nothing-here.pdf')).status).toBe(404);
  });

  it('a category’s documents include its subcategories’ products; paged; bad input is a 400', async () => {
    const all = async (q: string) => {
      const out: CarriedDocument[] = [];
      for (let offset = 0; ; offset += 100) {
        const page = (await h.json<ListResponse<CarriedDocument>>(`/v1/product/fa/documents?${q}limit=100&offset=${offset}`)).body;
        out.push(...page.data);
        if (!page.paging.has_more) return { out, total: page.paging.total };
      }
    };
    const sutures = await all('category_ids=201&');
    const absorbable = await all('category_ids=211&');
    expect(sutures.out).toHaveLength(sutures.total);
    expect(absorbable.out.length).toBeGreaterThan(0);
    expect(sutures.out.length).toBeGreaterThan(absorbable.out.length);
    expect(absorbable.out.every((d) => sutures.out.some((s) => s.product_id === d.product_id && s.url === d.url))).toBe(true);
    expect(sutures.out.filter((d) => d.product_id === PRODUCT).map((d) => d.url).sort()).toEqual(
      ['ce-arya-suture-en', 'ifu-as-pga-en', 'ifu-as-pga-fa', 'imed-arya-suture-fa', 'iso13485-arya-suture-en'].map((f) => `/media/documents/${f}.pdf`),
    );
    const everything = await all('');
    expect(everything.total).toBeGreaterThan(sutures.total);
    const bad = await h.json<ErrorResponse>('/v1/product/fa/documents?category_ids=x');
    expect(bad.status).toBe(400);
  });
});
