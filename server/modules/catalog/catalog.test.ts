import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Availability, Brand, Category, CategoryNode, Product, ProductListItem, Review } from '../../../contract/catalog.ts';
import type { DetailResponse, ErrorResponse, ListResponse } from '../../../contract/common.ts';
import { products } from '../../db/schema.ts';
import { seedDemoData } from '../../db/seed/index.ts';
import { productsData } from '../../db/seed/catalog-data.ts';
import { reviewsData } from '../../db/seed/reviews-data.ts';
import { fileHarness, startHarness } from '../../test/harness.ts';
import { slugify } from '../../../shared/slug.ts';
import { listRowPacking } from './products-repo.ts';

const h = fileHarness();

const list = <T>(path: string) => h.json<ListResponse<T>>(path);
const detail = <T>(path: string) => h.json<DetailResponse<T>>(path);
const error = (path: string, init?: RequestInit) => h.json<ErrorResponse>(path, init);

describe('api key', () => {
  it('refuses a call without x-api-key with 401 and the error shape', async () => {
    const res = await h.app.request('/v1/product/fa/products');
    expect(res.status).toBe(401);
    // With the request's id, the same as its X-Request-Id, to quote to support.
    const id = res.headers.get('x-request-id')!;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await res.json()).toEqual({ error: { status_code: 401, error_message: 'Missing x-api-key header', request_id: id } });
  });

  it('refuses an unknown key', async () => {
    const { status, body } = await error('/v1/product/fa/products', { headers: { 'x-api-key': 'nope' } });
    expect(status).toBe(401);
    expect(body.error.status_code).toBe(401);
  });

  it('accepts every key of API_KEYS', async () => {
    const other = await startHarness({ apiKeys: ['k1', 'k2'] }, { seed: false });
    try {
      const res = await other.call('/v1/product/en/brands', { headers: { 'x-api-key': 'k2' } });
      expect(res.status).toBe(200);
    } finally {
      await other.close();
    }
  });
});

describe('categories', () => {
  it('lists the four root categories under 104 in menu order', async () => {
    const { status, body } = await list<Category>('/v1/category/fa/categories?parent_id=104&module_id=55');
    expect(status).toBe(200);
    expect(body.data.map((c) => c.id)).toEqual([201, 202, 203, 204]);
    expect(body.data[0]!.title).toBe('نخ بخیه جراحی');
    expect(body.paging).toEqual({ offset: 0, limit: 12, total: 4, returned: 4, has_more: false });
    expect(body.sorting).toEqual([{ expression: 'order', ascending: true }]);
  });

  it('answers in English under /en', async () => {
    const { body } = await list<Category>('/v1/category/en/categories?parent_id=104');
    expect(body.data.map((c) => c.title)).toEqual([
      'Surgical sutures',
      'Anti-allergy adhesives',
      'Guidewires',
      'Surgical meshes',
    ]);
  });

  it('counts products of descendants', async () => {
    const { body } = await list<Category>('/v1/category/en/categories?parent_id=104');
    const total = body.data.reduce((n, c) => n + c.product_count, 0);
    expect(total).toBe(productsData.length);
  });

  it('filters by url_keywords, search_keywords, status and disable_in_webservice', async () => {
    const byKeyword = await list<Category>('/v1/category/fa/categories?url_keywords=paper-tapes');
    expect(byKeyword.body.data.map((c) => c.id)).toEqual([221]);
    const search = await list<Category>(`/v1/category/fa/categories?search_keywords=${encodeURIComponent('گاید')}`);
    expect(search.body.data.map((c) => c.id).sort()).toEqual([203, 231, 232, 233]);
    const searchEn = await list<Category>('/v1/category/en/categories?module_id=55&search_keywords=mesh');
    expect(searchEn.body.data.length).toBe(4);
    const inactive = await list<Category>('/v1/category/fa/categories?status=0');
    expect(inactive.body.data).toEqual([]);
    const enabled = await list<Category>('/v1/category/fa/categories?module_id=55&disable_in_webservice=false&limit=100');
    expect(enabled.body.paging.total).toBe(17);
  });

  it('pages and sorts', async () => {
    const page = await list<Category>('/v1/category/en/categories?module_id=55&limit=5&offset=5&sort=-title');
    expect(page.body.paging).toEqual({ offset: 5, limit: 5, total: 17, returned: 5, has_more: true });
    // Collation differs between PGlite and PostgreSQL: compare the two directions with each other.
    const asc = await list<Category>('/v1/category/en/categories?module_id=55&limit=100&sort=title');
    const desc = await list<Category>('/v1/category/en/categories?module_id=55&limit=100&sort=-title');
    expect(desc.body.data.map((c) => c.id)).toEqual(asc.body.data.map((c) => c.id).reverse());
    expect(page.body.data.map((c) => c.id)).toEqual(desc.body.data.slice(5, 10).map((c) => c.id));
    expect(page.body.sorting).toEqual([{ expression: 'title', ascending: false }]);
  });

  it('builds the tree with children, and names the single product of a one-product child', async () => {
    const { body } = await list<CategoryNode>('/v1/category/en/categories/tree?parent_id=104');
    expect(body.data).toHaveLength(4);
    const meshes = body.data.find((c) => c.id === 204)!;
    expect(meshes.children.map((c) => c.id)).toEqual([241, 242, 243]);
    const pelvic = meshes.children.find((c) => c.id === 243)!;
    expect(pelvic.product_count).toBe(1);
    expect(pelvic.single_product?.title).toBe('Pre-cut pelvic floor mesh');
    expect(meshes.children.find((c) => c.id === 241)!.single_product).toBeNull();
  });

  it('answers the roots only when the tree is asked for without a parent', async () => {
    const { body } = await list<CategoryNode>('/v1/category/en/categories/tree?limit=100');
    expect(body.data.length).toBeGreaterThan(0);
    expect(body.data.every((c) => c.parent_id === null)).toBe(true);
    const product = body.data.find((c) => c.id === 104)!;
    expect(product.children.map((c) => c.id)).toContain(204);
    expect(body.paging.total).toBe(body.data.length);
  });

  it('has categories without a page url (the id route form)', async () => {
    const { body } = await detail<Category>('/v1/category/fa/categories/223');
    expect(body.data.seo.page_url).toBeNull();
    expect(body.data.seo.url_keywords).toBe('film-dressings');
  });

  it('answers 404 for an unknown id and 400 for a bad one', async () => {
    const missing = await error('/v1/category/fa/categories/999999');
    expect(missing.status).toBe(404);
    expect(missing.body.error.status_code).toBe(404);
    expect((await error('/v1/category/fa/categories/abc')).status).toBe(400);
    expect((await error('/v1/category/fa/categories/0')).status).toBe(400);
  });

  it('rejects bad list input with 400', async () => {
    for (const q of ['limit=-1', 'limit=abc', 'limit=0', 'limit=101', 'offset=-3', 'offset=1.5', 'sort=secret', 'parent_id=x', 'status=2', 'disable_in_webservice=maybe']) {
      const { status, body } = await error(`/v1/category/fa/categories?${q}`);
      expect(status, q).toBe(400);
      expect(body.error.status_code, q).toBe(400);
      expect(body.error.error_message, q).toMatch(/Invalid query parameter/);
    }
  });
});

describe('request bodies', () => {
  it('are capped before they are read or authenticated: 413 in the error shape for 50 MB of JSON', async () => {
    const huge = JSON.stringify({ code_length: 4, pad: 'x'.repeat(50 * 1024 * 1024) });
    const res = await h.call(`/v1/general/fa/captcha/${crypto.randomUUID()}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: huge });
    expect(res.status).toBe(413);
    const body = (await res.json()) as { error: { status_code: number } };
    expect(body.error.status_code).toBe(413);
    // Without a length up front (a stream), the cap holds all the same.
    const stream = new ReadableStream({
      start(controller) {
        for (let i = 0; i < 20; i++) controller.enqueue(new TextEncoder().encode('x'.repeat(10_000)));
        controller.close();
      },
    });
    const streamed = await h.call('/v1/member/fa/otp/send', { method: 'POST', headers: { 'content-type': 'application/json' }, body: stream, duplex: 'half' } as RequestInit);
    expect(streamed.status).toBe(413);
  });
});

describe('text and numbers the database cannot hold', () => {
  it('answers 400 in the error shape for a NUL byte, escapes that are not UTF-8, and ids beyond an integer', async () => {
    const bad = [
      '/v1/product/fa/products?search_text=%00',
      '/v1/product/fa/products?search_keywords=a%00b',
      '/v1/product/fa/products?title=%FF%FE',
      '/v1/category/fa/categories?url_keywords=%00',
      '/v1/product/fa/products?category_ids=2147483648',
      `/v1/product/fa/products?ids=${'9'.repeat(309)}`,
      '/v1/category/fa/categories?parent_id=99999999999',
      '/v1/product/fa/products/1001%00',
      // Found by the fuzz suite on PostgreSQL: small-number columns (a city's ranking, a news type).
      '/v1/sitemember/en/cities?rankings=1223701767',
      '/v1/news/fa/news?type_ids=40000',
    ];
    for (const path of bad) {
      const { status, body } = await error(path);
      expect(status, path).toBe(400);
      expect(body.error.status_code, path).toBe(400);
    }
    const sent = await error('/v1/member/fa/otp/send', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ mobile_number: '0912\u00001234567', captcha_id: 'x', captcha_value: 'y' }),
    });
    expect(sent.status).toBe(400);
    expect(sent.body.error.error_message).toMatch(/NUL/);
  });
});

describe('products', () => {
  it('keeps a list’s count for its next pages only while the catalogue does not change', async () => {
    const inStock = (offset: number) => list<Product>(`/v1/product/en/products?category_ids=201&available_in_stock=true&limit=2&offset=${offset}`);
    const before = (await inStock(0)).body.paging.total;
    expect(before).toBeGreaterThan(2);
    expect((await inStock(2)).body.paging.total).toBe(before);
    // Stock taken outside this instance (another instance, a script): the database's notice drops the count.
    const [first] = (await inStock(0)).body.data;
    await h.handle.db.update(products).set({ stock: 0 }).where(eq(products.id, first!.id));
    await expect.poll(async () => (await inStock(4)).body.paging.total).toBe(before - 1);
    await h.handle.db.update(products).set({ stock: first!.stock }).where(eq(products.id, first!.id));
    await expect.poll(async () => (await inStock(2)).body.paging.total).toBe(before);
  });

  it('lists what a list shows; the product itself carries its description, specifications and every image', async () => {
    const { body } = await list<Record<string, unknown>>('/v1/product/en/products?ids=1041');
    const item = body.data[0]!;
    expect(Object.keys(item).sort()).toEqual(
      ['availability', 'brand', 'category', 'code', 'created_at', 'gtin', 'guarantee_months', 'id', 'images', 'pack', 'price', 'price_tiers', 'price_with_guarantee', 'rating', 'seo', 'slugs', 'stock', 'summary', 'title', 'vat_rate'].sort(),
    );
    const whole = (await detail<Product>('/v1/product/en/products/1041')).body.data;
    expect(whole.specifications.length).toBeGreaterThan(0);
    expect(whole.description).toBeTruthy();
    expect(whole.images.length).toBeGreaterThan(1);
    expect(item.images).toEqual(whole.images.slice(0, 1));
    for (const key of Object.keys(item)) if (key !== 'images') expect(item[key], key).toEqual(whole[key as keyof Product]);
  });

  it('lists 12 at a time, newest first, with paging', async () => {
    const { status, body } = await list<Product>('/v1/product/fa/products');
    expect(status).toBe(200);
    expect(body.data).toHaveLength(12);
    expect(body.paging).toMatchObject({ offset: 0, limit: 12, total: productsData.length, returned: 12, has_more: true });
    const dates = body.data.map((p) => p.created_at);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('includes descendants for category_ids and combines filters', async () => {
    const sutures = await list<Product>('/v1/product/en/products?category_ids=201&limit=100');
    expect(sutures.body.paging.total).toBe(productsData.filter((p) => p.kind === 'suture').length);
    const two = await list<Product>('/v1/product/en/products?category_ids=221,222&limit=100');
    expect(two.body.data.every((p) => [221, 222].includes(p.category.id))).toBe(true);
    const brand = await list<Product>('/v1/product/en/products?brand_ids=3&limit=100');
    expect(brand.body.data.every((p) => p.brand?.id === 3)).toBe(true);
    expect(brand.body.paging.total).toBe(productsData.filter((p) => p.brandId === 3).length);
  });

  it('drops excluded ids and out-of-stock products on request', async () => {
    const all = await list<Product>('/v1/product/en/products?limit=100');
    const excluded = await list<Product>('/v1/product/en/products?limit=100&excluded_ids=1001,1002');
    expect(excluded.body.paging.total).toBe(all.body.paging.total - 2);
    expect(excluded.body.data.some((p) => p.id === 1001)).toBe(false);
    const only = await list<Product>('/v1/product/en/products?ids=1041,1001&sort=id');
    expect(only.body.data.map((p) => p.id)).toEqual([1001, 1041]);
    const inStock = await list<Product>('/v1/product/en/products?limit=100&available_in_stock=true');
    expect(inStock.body.paging.total).toBe(productsData.filter((p) => p.stock > 0).length);
    expect(inStock.body.data.every((p) => p.stock > 0)).toBe(true);
  });

  it('shows new products within the given duration', async () => {
    const week = await list<Product>('/v1/product/en/products?limit=100&show_new_products=true&new_product_duration=7');
    expect(week.body.paging.total).toBe(productsData.filter((p) => p.ageDays <= 7).length);
    const month = await list<Product>('/v1/product/en/products?limit=100&show_new_products=true');
    expect(month.body.paging.total).toBe(productsData.filter((p) => p.ageDays <= 30).length);
  });

  it('searches titles in either language and codes', async () => {
    const fa = await list<Product>(`/v1/product/fa/products?limit=100&search_text=${encodeURIComponent('گاید وایر')}`);
    expect(fa.body.paging.total).toBe(productsData.filter((p) => p.kind === 'guidewire').length);
    const en = await list<Product>('/v1/product/en/products?limit=100&search_text=silk');
    expect(en.body.paging.total).toBe(2);
    const code = await list<Product>('/v1/product/en/products?search_text=SM-PF-01');
    expect(code.body.data.map((p) => p.code)).toEqual(['SM-PF-01']);
    // Typed off the box without its dashes.
    const compact = await list<Product>('/v1/product/en/products?search_text=smpf01');
    expect(compact.body.data.map((p) => p.code)).toEqual(['SM-PF-01']);
    // Or with some of them: the code is also looked for as one word.
    for (const typed of ['sm-pf01', 'SMPF-01', 'sm.pf-01']) {
      const partly = await list<Product>(`/v1/product/en/products?search_text=${typed}`);
      expect(partly.body.data.map((p) => p.code), typed).toEqual(['SM-PF-01']);
    }
    const literal = await list<Product>('/v1/product/en/products?search_text=%25');
    expect(literal.body.paging.total).toBe(0);
  });

  it('finds what an English plural names: sutures, guidewires, meshes, tapes (a category’s own words)', async () => {
    const total = async (q: string) => (await list<Product>(`/v1/product/en/products?limit=1&search_text=${encodeURIComponent(q)}`)).body.paging.total;
    for (const [plural, singular] of [['sutures', 'suture'], ['guidewires', 'guidewire'], ['meshes', 'mesh'], ['tapes', 'tape'], ['hernia meshes', 'hernia mesh']] as const) {
      const n = await total(singular);
      expect(n, singular).toBeGreaterThan(0);
      expect(await total(plural), plural).toBe(n);
    }
    // Ranked as the singular is: the best match first.
    const ranked = async (q: string) => (await list<Product>(`/v1/product/en/products?limit=5&sort=-relevance&search_text=${encodeURIComponent(q)}`)).body.data.map((p) => p.id);
    expect(await ranked('hernia meshes')).toEqual(await ranked('hernia mesh'));
  });

  it('normalises Persian and Arabic letters and digits on both sides', async () => {
    // Arabic yeh and kaf, and a zero-width non-joiner, find the Persian title.
    const arabic = await list<Product>(`/v1/product/fa/products?limit=100&search_text=${encodeURIComponent('چسب سيليكوني')}`);
    expect(arabic.body.paging.total).toBe(2);
    const digits = await list<Product>(`/v1/product/fa/products?limit=100&search_text=${encodeURIComponent('مش ۱۵')}`);
    expect(digits.body.data.every((p) => p.code.startsWith('SM-'))).toBe(true);
    expect(digits.body.paging.total).toBeGreaterThan(0);
  });

  it('searches specification values', async () => {
    const nitinol = await list<Product>('/v1/product/en/products?limit=100&search_text=nitinol');
    expect(nitinol.body.paging.total).toBe(productsData.filter((p) => p.specifications.some((s) => /nitinol/i.test(s.value_en))).length);
    const fa = await list<Product>(`/v1/product/fa/products?limit=100&search_text=${encodeURIComponent('فولاد ضدزنگ')}`);
    expect(fa.body.paging.total).toBeGreaterThan(0);
  });

  it('sorts by price both ways', async () => {
    const asc = await list<Product>('/v1/product/en/products?limit=100&sort=price');
    const prices = asc.body.data.map((p) => p.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const desc = await list<Product>('/v1/product/en/products?limit=3&sort=-price,title');
    expect(desc.body.data[0]!.code).toBe('SM-PF-01');
    expect(desc.body.sorting).toEqual([
      { expression: 'price', ascending: false },
      { expression: 'title', ascending: true },
    ]);
  });

  it('rejects bad list input with 400', async () => {
    for (const q of ['limit=-1', 'limit=1000', 'offset=x', 'sort=password', 'sort=price,-price', 'category_ids=1,,2', 'brand_ids=a', 'available_in_stock=yes', 'new_product_duration=0']) {
      const { status, body } = await error(`/v1/product/fa/products?${q}`);
      expect(status, q).toBe(400);
      expect(body.error.status_code, q).toBe(400);
    }
  });

  it('answers a localised detail with price, guarantee and specifications', async () => {
    const fa = await detail<Product>('/v1/product/fa/products/1041');
    expect(fa.status).toBe(200);
    expect(fa.body.data.title).toBe('مش کف لگن از پیش برش‌خورده');
    expect(fa.body.data.price).toBe(125_000_000);
    expect(fa.body.data.price_with_guarantee).toBe(140_000_000);
    expect(fa.body.data.category.id).toBe(243);
    const en = await detail<Product>('/v1/product/en/products/1001');
    expect(en.body.data.specifications.map((s) => s.key)).toEqual(
      expect.arrayContaining(['size', 'length', 'material', 'sterility', 'pack_count']),
    );
    expect(en.body.data.price_with_guarantee).toBeNull();
    expect(en.body.data.images[0]!.url).toMatch(/^\/media\/products\/.+\.svg$/);
  });

  it('answers availability at the spec-spelled path', async () => {
    const out = productsData.find((p) => p.stock === 0)!;
    const { status, body } = await detail<Availability>(`/v1/product/en/products/${out.id}/availablity`);
    expect(status).toBe(200);
    expect(body.data).toEqual({ product_id: out.id, available: false, stock: 0, status: 'out_of_stock' });
    const low = await detail<Availability>('/v1/product/en/products/1003/availablity');
    expect(low.body.data.status).toBe('low_stock');
    expect((await error('/v1/product/en/products/424242/availablity')).status).toBe(404);
  });

  it('answers 404 and 400 for unknown and bad ids', async () => {
    expect((await error('/v1/product/fa/products/424242')).status).toBe(404);
    expect((await error('/v1/product/fa/products/1e3')).status).toBe(400);
    expect((await error('/v1/product/de/products/1001')).status).toBe(400);
  });
});

describe('reviews', () => {
  it('lists a product\'s published reviews and gives the product its average', async () => {
    const withReviews = reviewsData.find(() => true)!.productId;
    const expected = reviewsData.filter((r) => r.productId === withReviews);
    const { status, body } = await list<Review>(`/v1/product/fa/products/${withReviews}/reviews`);
    expect(status).toBe(200);
    expect(body.paging.total).toBe(expected.length);
    const product = await detail<Product>(`/v1/product/fa/products/${withReviews}`);
    const avg = Math.round((expected.reduce((n, r) => n + r.rate, 0) / expected.length) * 10) / 10;
    expect(product.body.data.rating).toEqual({ average: avg, count: expected.length });
    const one = await detail<Review>(`/v1/review/fa/reviews/${body.data[0]!.id}`);
    expect(one.body.data.product_id).toBe(withReviews);
  });

  it('gives a product without reviews a null average, and answers 404/400', async () => {
    const none = productsData.find((p) => !reviewsData.some((r) => r.productId === p.id))!;
    const product = await detail<Product>(`/v1/product/en/products/${none.id}`);
    expect(product.body.data.rating).toEqual({ average: null, count: 0 });
    // A list reads its page's ratings together (products-repo.ts rowsById): the same as each product's own.
    const withReviews = reviewsData.find(() => true)!.productId;
    const rated = await detail<Product>(`/v1/product/en/products/${withReviews}`);
    const listed = await list<ProductListItem>(`/v1/product/en/products?ids=${withReviews},${none.id}&sort=id`);
    expect(Object.fromEntries(listed.body.data.map((p) => [p.id, p.rating]))).toEqual({ [withReviews]: rated.body.data.rating, [none.id]: { average: null, count: 0 } });
    expect(rated.body.data.rating.count).toBeGreaterThan(0);
    expect((await error('/v1/product/en/products/424242/reviews')).status).toBe(404);
    expect((await error('/v1/review/fa/reviews/1')).status).toBe(404);
    expect((await error(`/v1/product/en/products/${none.id}/reviews?sort=author`)).status).toBe(400);
  });
});

describe('packed list rows (list-rows.ts)', () => {
  it('reads every active product’s list row in steps by id, and unpacks a packed row as it was read, its first image only, with its titles’ slugs', async () => {
    const packing = listRowPacking(h.handle.db, 1 << 30);
    const first = await packing.readAfter(0, 10);
    const rest = await packing.readAfter(first.at(-1)!.p.id, 100_000);
    const rows = [...first, ...rest];
    const active = await h.handle.db.select({ id: products.id }).from(products).where(eq(products.status, 1)).orderBy(products.id);
    expect(rows.map((r) => r.p.id)).toEqual(active.map((r) => r.id));
    expect(await packing.readAfter(rows.at(-1)!.p.id, 10)).toEqual([]);
    expect(rows.some((r) => r.p.images.length > 1 && r.rating.count > 0 && r.b)).toBe(true);
    // All packed first: a row's category and brand are kept once each, and unpacked from there.
    const packedRows = rows.map((row) => packing.pack(row));
    for (const [i, row] of rows.entries()) {
      const packed = packedRows[i]!;
      // Its product's values, not their names, nor its category's and brand's titles.
      expect(packed).not.toContain('titleFa');
      expect(packed).not.toContain(JSON.stringify(row.c.titleEn));
      const unpacked = packing.unpack(packed);
      expect(unpacked).toEqual({ ...row, p: { ...row.p, images: row.p.images.slice(0, 1) }, slugs: { fa: slugify(row.p.titleFa), en: slugify(row.p.titleEn) } });
      expect(unpacked.p.createdAt).toBeInstanceOf(Date);
      // Packed again (its row read again after a notice), the same bytes.
      expect(packing.pack(unpacked)).toBe(packed);
    }
  });
});

describe('brands', () => {
  it('lists brands with product counts and filters by category', async () => {
    const all = await list<Brand>('/v1/product/en/brands');
    expect(all.body.paging.total).toBe(5);
    expect(all.body.data.reduce((n, b) => n + b.product_count, 0)).toBe(productsData.length);
    const meshes = await list<Brand>('/v1/product/fa/brands?category_ids=204');
    expect(meshes.body.data.map((b) => b.id)).toEqual([4]);
    expect(meshes.body.data[0]!.title).toBe('سینا مش');
  });

  it('answers detail, 404 and 400', async () => {
    const { body } = await detail<Brand>('/v1/product/en/brands/3');
    expect(body.data.title).toBe('Pars Wire');
    expect((await error('/v1/product/en/brands/99')).status).toBe(404);
    expect((await error('/v1/product/en/brands?sort=country')).status).toBe(400);
  });
});

describe('the rest of /v1 and /api', () => {
  it('answers unknown endpoints with 404 in the error shape', async () => {
    const { status, body } = await error('/v1/product/fa/unknown');
    expect(status).toBe(404);
    expect(body.error.status_code).toBe(404);
    const api = await error('/api/nothing');
    expect(api.status).toBe(404);
  });

  it('tells the client its IP', async () => {
    const { status, body } = await h.json<{ ip: string }>('/api/ip');
    expect(status).toBe(200);
    expect(typeof body.ip).toBe('string');
  });

  it('never seeds twice', async () => {
    expect(await seedDemoData(h.handle.db)).toBe(false);
    const { body } = await list<Product>('/v1/product/en/products?limit=1');
    expect(body.paging.total).toBe(productsData.length);
  });
});
