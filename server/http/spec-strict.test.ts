/**
 * SPEC_STRICT (issue 29): the v1 API as a backend that serves only the spec's calls would: the
 * spec's rows and the few calls it needs but does not show answer; every extension is a 404, a
 * path the spec fixes to `fa` answers only as `fa`, and a spec call's body is JSON or a 415.
 */
import { describe, expect, it } from 'vitest';
import { fileHarness } from '../test/harness.ts';
import { signInHelpers } from '../test/sign-in.ts';

const h = fileHarness({ specStrict: true });
const { signIn } = signInHelpers(() => h);
const full = fileHarness();

describe('a spec-literal server (SPEC_STRICT=true)', () => {
  it('answers the spec calls as the spec writes them, and the calls it needs but does not show', async () => {
    expect((await h.call('/v1/product/en/products?limit=2')).status).toBe(200);
    expect((await h.call('/v1/faq/fa/faqs')).status).toBe(200);
    expect((await h.call('/v1/sitemember/fa/provinces')).status).toBe(200);
    expect((await h.call('/v1/store/fa/transmits')).status).toBe(200);
    const { session } = await signIn('09121234567');
    const auth = { authorization: `Bearer ${session.access_token}` };
    expect((await h.call('/v1/store/fa/orders', { headers: auth })).status).toBe(200);
    expect((await h.call('/v1/ticketing/fa/tickets', { headers: auth })).status).toBe(200);
  });

  it('answers a fixed-fa call in Persian, whatever language the client prefers', async () => {
    const res = await h.call('/v1/faq/fa/faqs?limit=1', { headers: { 'accept-language': 'en' } });
    expect(((await res.json()) as { data: { question: string }[] }).data[0]!.question).toMatch(/[\u0600-\u06FF]/);
    expect(res.headers.get('vary') ?? '').not.toMatch(/accept-language/i);
  });

  it('answers 404 in the error shape for an extension, and for a fixed-fa path asked in another language', async () => {
    const { session } = await signIn('09121234567');
    const auth = { authorization: `Bearer ${session.access_token}` };
    for (const path of ['/v1/ticketing/fa/units', '/v1/ticketing/fa/categories', '/v1/sitemember/fa/notifications', '/v1/faq/en/faqs', '/v1/store/en/orders', '/v1/credit/en/accounts/balance']) {
      const res = await h.call(path, { headers: auth });
      expect(res.status, path).toBe(404);
      expect(((await res.json()) as { error: { status_code: number } }).error.status_code, path).toBe(404);
    }
    const cancel = await h.call('/v1/store/fa/orders/1/cancel', { method: 'POST', headers: { ...auth, 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() }, body: '{}' });
    expect(cancel.status).toBe(404);
  });

  it('takes a spec call’s body as JSON only: a ticket sent as multipart is a 415, as JSON it is made', async () => {
    const { session } = await signIn('09121234567');
    const auth = { authorization: `Bearer ${session.access_token}` };
    // The demo's first unit and category (a spec-literal client has no call that lists them: the store tells it their ids).
    const ticket = { title: 'Lot number on the box', description: 'Which lot is this box of PGA 2-0?', priority: 0, category_id: 1, role_id: 1 };
    const form = new FormData();
    form.append('payload', JSON.stringify(ticket));
    const multipart = await h.call('/v1/ticketing/fa/tickets', { method: 'POST', headers: { ...auth, 'idempotency-key': crypto.randomUUID() }, body: form });
    expect(multipart.status).toBe(415);
    const json = await h.call('/v1/ticketing/fa/tickets', { method: 'POST', headers: { ...auth, 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() }, body: JSON.stringify(ticket) });
    expect(json.status, await json.clone().text()).toBe(201);
  });

  it('says it offers nothing beyond the spec (no capabilities call), while the full server lists its extensions', async () => {
    expect((await h.call('/v1/general/fa/capabilities')).status).toBe(404);
    const offered = (await (await full.call('/v1/general/fa/capabilities')).json()) as { data: { extensions: string[] } };
    expect(offered.data.extensions).toEqual(expect.arrayContaining(['products.ids', 'orders.payByCredit', 'checkdiscount.transmit', 'tickets.multipart', 'tickets.units', 'orders.cancel', 'notices.list']));
    expect(offered.data.extensions).not.toContain('orders.list');
  });

  it('refuses with a 400 what a spec call carries only as an extension: a list of ids, a shipping method to price, paying from credit', async () => {
    const ids = await h.call('/v1/product/fa/products?ids=1001,1002');
    expect(ids.status).toBe(400);
    expect(((await ids.json()) as { error: { details: { field: string }[] } }).error.details[0]!.field).toBe('ids');
    const { session } = await signIn('09121234567');
    const auth = { authorization: `Bearer ${session.access_token}`, 'content-type': 'application/json' };
    const cart_items = [{ product_id: 1020, quantity: 1, guaranteed: 0, comment: '' }];
    const check = (body: object) => h.call('/v1/store/fa/orders/checkdiscount', { method: 'POST', headers: { ...auth, 'idempotency-key': crypto.randomUUID() }, body: JSON.stringify(body) });
    expect((await check({ cart_items, code: '' })).status).toBe(200);
    const priced = await check({ cart_items, code: '', transmit_id: 2 });
    expect(priced.status).toBe(400);
    expect(((await priced.json()) as { error: { details: { field: string }[] } }).error.details[0]!.field).toBe('transmit_id');
    const pay = await h.call('/v1/store/fa/orders/payment', { method: 'POST', headers: { ...auth, 'idempotency-key': crypto.randomUUID() }, body: JSON.stringify({ order_id: 1, method: 'credit' }) });
    expect(pay.status).toBe(400);
    expect(((await pay.json()) as { error: { details: { field: string }[] } }).error.details[0]!.field).toBe('method');
  });
});
