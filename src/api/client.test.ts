import { afterEach, describe, expect, it } from 'vitest';
import { apiGet, apiSend, setApiTransport } from './client.ts';

const seen: { method: string; headers: Headers; body: unknown }[] = [];
setApiTransport(async (_input, init) => {
  seen.push({ method: init?.method ?? 'GET', headers: new Headers(init?.headers), body: init?.body });
  return new Response(JSON.stringify({ data: {} }), { status: 200, headers: { 'content-type': 'application/json' } });
});
afterEach(() => {
  seen.length = 0;
});

describe('every call of the API client (spec §7)', () => {
  it('says Content-Type: application/json, reads and body-less deletes included, with the API key', async () => {
    await apiGet('/v1/product/fa/products');
    await apiSend('DELETE', '/v1/product/fa/products/1/deletefavorite', { token: 't' });
    await apiSend('POST', '/v1/product/fa/products/1/addfavorite', { token: 't', body: { a: 1 } });
    expect(seen.map((s) => [s.method, s.headers.get('content-type'), s.headers.get('x-api-key')])).toEqual([
      ['GET', 'application/json', 'demo-storefront-key'],
      ['DELETE', 'application/json', 'demo-storefront-key'],
      ['POST', 'application/json', 'demo-storefront-key'],
    ]);
  });

  it('lets a multipart upload name its own content type (with its boundary)', async () => {
    const form = new FormData();
    form.append('file', new Blob(['x']), 'a.txt');
    await apiSend('PUT', '/v1/ticketing/fa/tickets/replies/1/attachment', { token: 't', body: form });
    expect(seen[0]!.headers.get('content-type')).toBeNull();
    expect(seen[0]!.body).toBeInstanceOf(FormData);
  });
});
