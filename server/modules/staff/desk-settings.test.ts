/**
 * Admins' settings (issue 28 §5): a discount code made with a limit, used up by orders placed at
 * once (one gets the last use), given back by a cancellation, ended, and its uses seen; a shipping
 * method's price and tracking page changed for the next checkout; other roles refused.
 */
import { describe, expect, it } from 'vitest';
import { line, storeTestKit } from '../store/store-test-kit.ts';
import { deskHelpers } from './desk-test-kit.ts';

const kit = storeTestKit();
const { freshMember, placeOrder, api } = kit;
const { staffWith } = deskHelpers(() => kit.harness());

const reasonOf = (body: unknown) => (body as { error?: { details?: { reason?: string } } }).error?.details?.reason;
type D = { id: number; code: string; used_count: number; max_uses: number | null; expires_at: string | null };
const terms = (over: Record<string, unknown> = {}) => ({
  kind: 'percent',
  value: 10,
  max_discount: null,
  min_total: 0,
  starts_at: new Date(Date.now() - 60_000).toISOString(),
  expires_at: null,
  once_per_member: false,
  max_uses: 2,
  ...over,
});

describe('discount codes', () => {
  it('makes a code with a limit that orders placed at once cannot pass, gives a use back on cancelling, and ends it', async () => {
    const { call } = await staffWith('admin');
    const code = `LIMIT${String(Date.now()).slice(-6)}`;
    const made = await call('/discounts', { body: { code: code.toLowerCase(), ...terms() } });
    expect(made.status).toBe(201);
    const d = made.body!.data as D;
    expect(d).toMatchObject({ code, used_count: 0, max_uses: 2 });
    expect((await call('/discounts', { body: { code, ...terms() } })).status).toBe(409);
    expect((await call('/discounts', { body: { code: 'BAD100', ...terms({ value: 150 }) } })).status).toBe(400);

    const buyers = await Promise.all([freshMember(), freshMember(), freshMember()]);
    const placed = await Promise.all(buyers.map((s) => placeOrder(s, [line(1041, 1)], { code })));
    const statuses = placed.map((p) => p.status).sort();
    expect(statuses).toEqual([201, 201, 422]);
    const refused = placed.find((p) => p.status === 422)!;
    expect(reasonOf(refused.body)).toBe('used_up');

    const uses = (await call(`/discounts/${d.id}/uses`)).body!.data as { number: string; member: { mobile: string } }[];
    expect(uses).toHaveLength(2);
    // A cancelled order gives its use back.
    const first = placed.find((p) => p.status === 201)!;
    const orderId = first.body.data.id;
    const owner = buyers[placed.indexOf(first)]!;
    expect((await api(owner)(`/v1/store/fa/orders/${orderId}/cancel`, { body: {} })).status).toBe(200);
    expect(((await call('/discounts')).body!.data as D[]).find((x) => x.id === d.id)!.used_count).toBe(1);
    expect((await placeOrder(buyers[placed.indexOf(refused)]!, [line(1041, 1)], { code })).status).toBe(201);

    // Ended now: refused from here on; written down.
    const ended = await call(`/discounts/${d.id}/end`, { method: 'POST' });
    expect(Date.parse((ended.body!.data as D).expires_at!)).toBeLessThanOrEqual(Date.now());
    const late = await placeOrder(await freshMember(), [line(1041, 1)], { code });
    expect(reasonOf(late.body)).toBe('expired');
    const log = (await call(`/audit?subject_type=discount&subject_id=${d.id}`)).body!.data as { action: string }[];
    expect(log.map((e) => e.action)).toEqual(['discount.end', 'discount.add']);
  });
});

describe('shipping methods', () => {
  it('changes a price and the tracking page for the next checkout, and refuses a page that is not https or has no {code}', async () => {
    const { call } = await staffWith('admin');
    const methods = (await call('/shipping?lang=en')).body!.data as { id: number; price: number; tracking_url: string | null }[];
    const m = methods[0]!;
    expect((await call(`/shipping/${m.id}`, { method: 'PUT', body: { price: m.price, free_over: null, tracking_url: 'http://track.example/{code}' } })).status).toBe(400);
    expect((await call(`/shipping/${m.id}`, { method: 'PUT', body: { price: m.price, free_over: null, tracking_url: 'https://track.example/' } })).status).toBe(400);
    await api(null)(`/v1/store/en/transmits`);
    const changed = await call(`/shipping/${m.id}`, { method: 'PUT', body: { price: m.price + 10_000, free_over: null, tracking_url: 'https://track.example/p/{code}' } });
    expect(changed.status).toBe(200);
    const pub = (await api(null)<{ data: { id: number; price: number }[] }>(`/v1/store/en/transmits`)).body.data;
    expect(pub.find((t) => t.id === m.id)!.price).toBe(m.price + 10_000);
    const { call: catalogue } = await staffWith('catalogue');
    expect((await catalogue('/shipping')).status).toBe(403);
    expect((await catalogue('/discounts')).status).toBe(403);
  });
});
