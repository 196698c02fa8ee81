import { afterEach, describe, expect, it } from 'vitest';
import { ApiCallError, apiCall, setApiTransport } from './client.ts';

const seen: { method: string; url: string; headers: Headers; body: unknown }[] = [];
const record: Parameters<typeof setApiTransport>[0] = async (input, init) => {
  seen.push({ method: init?.method ?? 'GET', url: String(input), headers: new Headers(init?.headers), body: init?.body });
  return new Response(JSON.stringify({ data: {} }), { status: 200, headers: { 'content-type': 'application/json' } });
};
setApiTransport(record);
afterEach(() => {
  seen.length = 0;
});

describe('every call of the API client (spec §7)', () => {
  it('says Content-Type: application/json, reads and body-less deletes included, with the API key', async () => {
    await apiCall('products.list', { params: { lang: 'fa' } });
    await apiCall('favorites.remove', { params: { lang: 'fa', id: 1 } }, { token: 't' });
    await apiCall('reviews.add', { params: { lang: 'fa', id: 1 }, body: { description: 'Good', rate: 5 } }, { token: 't' });
    expect(seen.map((s) => [s.method, s.url, s.headers.get('content-type'), s.headers.get('x-api-key')])).toEqual([
      ['GET', '/v1/product/fa/products', 'application/json', 'demo-storefront-key'],
      ['DELETE', '/v1/product/fa/products/1/deletefavorite', 'application/json', 'demo-storefront-key'],
      ['POST', '/v1/product/fa/products/1/addreview', 'application/json', 'demo-storefront-key'],
    ]);
  });

  it('lets a multipart upload name its own content type (with its boundary)', async () => {
    const form = new FormData();
    form.append('file', new Blob(['x']), 'a.txt');
    await apiCall('tickets.replyAttachment', { params: { lang: 'fa', id: 1 }, body: form }, { token: 't' });
    expect(seen[0]!.headers.get('content-type')).toBeNull();
    expect(seen[0]!.body).toBeInstanceOf(FormData);
    expect([seen[0]!.method, seen[0]!.url]).toEqual(['PUT', '/v1/ticketing/fa/tickets/replies/1/attachment']);
  });

  it("takes a load that answers no body, or no data, as the error 500 'Error fetching data.' (spec §4)", async () => {
    for (const body of ['', '{}', 'null', '{"items":[]}']) {
      setApiTransport(async () => new Response(body, { status: 200, headers: body ? { 'content-type': 'application/json' } : {} }));
      const failed = await apiCall('news.list', { params: { lang: 'en' } }).then(
        () => null,
        (err: unknown) => err,
      );
      expect(failed, body).toBeInstanceOf(ApiCallError);
      expect(failed).toMatchObject({ status_code: 500, error_message: 'Error fetching data.', offline: false });
    }
    // An empty list is an answer, not an error.
    setApiTransport(async () => new Response('{"data":[],"paging":{"total":0}}', { status: 200, headers: { 'content-type': 'application/json' } }));
    await expect(apiCall('news.list', { params: { lang: 'en' } })).resolves.toMatchObject({ data: [] });
    setApiTransport(record);
  });

  it('fills a path parameter encoded, and leaves undefined query values out', async () => {
    await apiCall('captcha.create', { params: { lang: 'en', captchaId: 'a b/c' }, body: {} });
    await apiCall('products.list', { params: { lang: 'fa' }, query: { limit: 5, search_text: undefined, available_in_stock: true } });
    expect(seen.map((s) => s.url)).toEqual(['/v1/general/fa/captcha/a%20b%2Fc', '/v1/product/fa/products?limit=5&available_in_stock=true']);
  });

  it('calls a path the spec fixes in fa as fa in English too, and says the page’s language in Accept-Language (issue 29)', async () => {
    await apiCall('faqs.list', { params: { lang: 'en' } });
    await apiCall('orders.list', { params: { lang: 'en' } }, { token: 't' });
    await apiCall('tickets.create', { params: { lang: 'en' }, body: { title: 'T', description: 'D', priority: 0, category_id: 1, role_id: 1 } }, { token: 't' });
    await apiCall('products.list', { params: { lang: 'en' } });
    expect(seen.map((s) => [s.url, s.headers.get('accept-language')])).toEqual([
      ['/v1/faq/fa/faqs', 'en'],
      ['/v1/store/fa/orders', 'en'],
      ['/v1/ticketing/fa/tickets', 'en'],
      ['/v1/product/en/products', 'en'],
    ]);
  });

  it('answers a member’s read asked again while it is on its way with the same answer, one request; not a fresh read, nor another member’s', async () => {
    const [a, b] = await Promise.all([apiCall('tickets.units', { params: { lang: 'fa' } }, { token: 't' }), apiCall('tickets.units', { params: { lang: 'fa' } }, { token: 't' })]);
    expect(a).toBe(b);
    expect(seen).toHaveLength(1);
    // Once answered, the next read asks again.
    await apiCall('tickets.units', { params: { lang: 'fa' } }, { token: 't' });
    expect(seen).toHaveLength(2);
    await Promise.all([
      apiCall('tickets.units', { params: { lang: 'fa' } }, { token: 't' }),
      apiCall('tickets.units', { params: { lang: 'fa' } }, { token: 'u' }),
      apiCall('tickets.units', { params: { lang: 'en' } }, { token: 't' }),
      apiCall('tickets.units', { params: { lang: 'fa' } }, { token: 't', fresh: true }),
    ]);
    expect(seen).toHaveLength(6);
  });
});
