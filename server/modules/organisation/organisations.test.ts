import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Session } from '../../../contract/member.ts';
import type { Membership } from '../../../contract/organisation.ts';
import type { Order, PaymentStart } from '../../../contract/store.ts';
import { notifications, orders, products } from '../../db/schema.ts';
import { deskHelpers } from '../staff/desk-test-kit.ts';
import { line, storeTestKit, type ErrorBody } from '../store/store-test-kit.ts';
import { legalId, withWrongCheckDigit } from '../../test/legal-ids.ts';
import { refundsNote } from '../../../shared/order-notes.ts';

const kit = storeTestKit();
const { staffWith } = deskHelpers(() => kit.harness());
const { freshMember, api, recipientFor } = kit;

const registration = (national_id: string, extra: Record<string, unknown> = {}) => ({
  kind: 'hospital',
  legal_name: 'بیمارستان سینا',
  national_id,
  economic_code: '411111111111',
  registration_number: '1234',
  address: 'تهران، خیابان امام خمینی، میدان حسن‌آباد',
  postal_code: '۱۱۳۶۷۴۶۹۱۱',
  po_required: true,
  role: 'requester',
  ...extra,
});

const stockOf = async (id: number) => (await kit.harness().handle.db.select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0]!.stock;
const kindsFor = async (s: Session) => (await kit.harness().handle.db.select({ kind: notifications.kind, data: notifications.data }).from(notifications).where(eq(notifications.memberId, s.user.id))).map((n) => n);

/** A hospital the desk approved, with a requester, an approver (up to `limit` Rial) and a buyer. */
async function approvedHospital(limit: number | null = null) {
  const accounts = await staffWith('accounts');
  const [requester, approver, buyer] = await Promise.all([freshMember(), freshMember(), freshMember()]);
  const id = legalId();
  const reg = await api(requester)<{ data: Membership }>('/v1/sitemember/fa/organisation', { body: registration(id) });
  expect(reg.status).toBe(201);
  const org = reg.body.data.organisation.id;
  expect((await api(approver)('/v1/sitemember/fa/organisation/join', { body: { national_id: id, role: 'approver' } })).status).toBe(201);
  expect((await api(buyer)('/v1/sitemember/fa/organisation/join', { body: { national_id: id, role: 'buyer' } })).status).toBe(201);
  expect((await accounts.call(`/organisations/${org}/decide`, { body: { approve: true } })).status).toBe(200);
  expect((await accounts.call(`/organisations/${org}/members/${approver.user.id}/decide`, { body: { approve: true, role: 'approver', approval_limit: limit } })).status).toBe(200);
  expect((await accounts.call(`/organisations/${org}/members/${buyer.user.id}/decide`, { body: { approve: true, role: 'buyer' } })).status).toBe(200);
  return { org, nationalId: id, requester, approver, buyer, accounts };
}

async function submit(s: Session, items = [line(1020, 2)]) {
  const r = await recipientFor(s);
  return api(s)<{ data: Order } & ErrorBody>('/v1/store/fa/orders', { body: { cart_items: items, recipient_id: r.id, transmit_id: 1, for_organisation: true } });
}

describe('organisations', () => {
  it('a member registers one or asks to join one; a national ID must carry its check digit; one organisation a member', async () => {
    const [a, b, c] = await Promise.all([freshMember(), freshMember(), freshMember()]);
    expect((await api(a)<{ data: null }>('/v1/sitemember/fa/organisation')).body.data).toBeNull();
    const id = legalId();
    const wrong = withWrongCheckDigit(id);
    const bad = await api(a)<ErrorBody>('/v1/sitemember/fa/organisation', { body: registration(wrong) });
    expect(bad.status).toBe(400);
    // Persian digits are read as digits.
    const persian = id.replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]!);
    const made = await api(a)<{ data: Membership }>('/v1/sitemember/fa/organisation', { body: registration(persian) });
    expect(made.status).toBe(201);
    expect(made.body.data).toMatchObject({ role: 'requester', status: 'pending', organisation: { national_id: id, status: 'pending', po_required: true, postal_code: '1136746911' } });
    expect((await api(a)<ErrorBody>('/v1/sitemember/fa/organisation/join', { body: { national_id: id, role: 'buyer' } })).body.error.details).toMatchObject({ reason: 'member_of' });
    expect((await api(b)<ErrorBody>('/v1/sitemember/fa/organisation', { body: registration(id) })).body.error.details).toMatchObject({ reason: 'registered' });
    expect((await api(b)('/v1/sitemember/fa/organisation/join', { body: { national_id: legalId(), role: 'buyer' } })).status).toBe(404);
    // Two requests of one member at once: one place.
    const twice = await Promise.all([
      api(c)('/v1/sitemember/fa/organisation/join', { body: { national_id: id, role: 'buyer' } }),
      api(c)('/v1/sitemember/fa/organisation', { body: registration(legalId()) }),
    ]);
    expect(twice.map((r) => r.status).sort()).toEqual([201, 409]);
  });

  it('the desk decides: only the accounts team; members only once the organisation is approved; a refusal is told with its reason', async () => {
    const [accounts, support] = await Promise.all([staffWith('accounts'), staffWith('support')]);
    const [a, b] = await Promise.all([freshMember(), freshMember()]);
    const id = legalId();
    const org = (await api(a)<{ data: Membership }>('/v1/sitemember/fa/organisation', { body: registration(id, { kind: 'clinic', role: 'approver' }) })).body.data.organisation.id;
    await api(b)('/v1/sitemember/fa/organisation/join', { body: { national_id: id, role: 'buyer' } });
    expect((await support.call('/organisations')).status).toBe(403);
    const pending = await accounts.call('/organisations');
    expect((pending.body?.data as { id: number }[]).some((o) => o.id === org)).toBe(true);
    expect((await accounts.call(`/organisations/${org}/members/${b.user.id}/decide`, { body: { approve: true, role: 'buyer' } })).body?.error?.details).toMatchObject({ reason: 'organisation_pending' });
    // Two decisions at once: one is made, its registrant's request decided with it. (On an
    // organisation of its own: which decision wins must decide nothing below, where this one is approved.)
    const c = await freshMember();
    const raced = (await api(c)<{ data: Membership }>('/v1/sitemember/fa/organisation', { body: registration(legalId(), { kind: 'clinic', role: 'approver' }) })).body.data.organisation.id;
    const both = await Promise.all([accounts.call(`/organisations/${raced}/decide`, { body: { approve: true } }), accounts.call(`/organisations/${raced}/decide`, { body: { approve: false, reason: 'مدارک ناقص است' } })]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    const decided = both.find((r) => r.status === 200)!.body?.data as { status: string; members: { member_id: number; status: string }[] };
    expect(decided.members.find((m) => m.member_id === c.user.id)!.status).toBe(decided.status);
    const approved = (await accounts.call(`/organisations/${org}/decide`, { body: { approve: true } })).body?.data as { status: string; members: { member_id: number; status: string }[] };
    const registrant = approved.members.find((m) => m.member_id === a.user.id)!;
    expect(registrant.status).toBe(approved.status);
    const refused = await accounts.call(`/organisations/${org}/members/${b.user.id}/decide`, { body: { approve: false, reason: 'این شخص کارمند ما نیست' } });
    expect(refused.status).toBe(200);
    const mine = (await api(b)<{ data: Membership }>('/v1/sitemember/fa/organisation')).body.data;
    expect(mine).toMatchObject({ status: 'rejected', note: 'این شخص کارمند ما نیست' });
    expect((await kindsFor(b)).some((n) => n.kind === 'organisation_decided' && n.data.approved === 0)).toBe(true);
    // Refused, they may ask again.
    expect((await api(b)('/v1/sitemember/fa/organisation/join', { body: { national_id: id, role: 'requester' } })).status).toBe(201);
  });

  it('a requester submits a cart for approval; the approver approves it (stock reserved then); the buyer pays with the purchase-order number', async () => {
    const { requester, approver, buyer, nationalId } = await approvedHospital();
    const before = await stockOf(1020);
    // Only a requester submits; a private member is refused.
    expect((await submit(buyer)).status).toBe(403);
    expect((await submit(await freshMember())).body.error.details).toMatchObject({ reason: 'no_organisation' });
    const submitted = await submit(requester);
    expect(submitted.status).toBe(201);
    const order = submitted.body.data;
    expect(order).toMatchObject({ status: 'awaiting_approval', hold_until: null, organisation: { national_id: nationalId, legal_name: 'بیمارستان سینا' }, po_number: null });
    expect(order.history[0]).toMatchObject({ status: 'awaiting_approval', by: { name: 'Test Buyer', role: 'requester' } });
    expect(await stockOf(1020)).toBe(before);
    expect((await kindsFor(approver)).map((n) => n.kind)).toContain('order_awaiting_approval');
    // Every member of the organisation reads it; nobody else does.
    expect((await api(buyer)<{ data: Order }>(`/v1/store/fa/organisation/orders/${order.id}`)).body.data.id).toBe(order.id);
    expect((await api(await freshMember())(`/v1/store/fa/organisation/orders/${order.id}`)).status).toBe(403);
    const listed = await api(approver)<{ data: Order[] }>('/v1/store/fa/organisation/orders?status=awaiting_approval');
    expect(listed.body.data.map((o) => o.id)).toContain(order.id);
    // Waiting for approval, it cannot be paid.
    expect((await api(buyer)<ErrorBody>('/v1/store/fa/orders/payment', { body: { order_id: order.id, po_number: 'PO-1' } })).body.error.details).toMatchObject({ reason: 'status' });
    // Only an approver approves.
    expect((await api(buyer)(`/v1/store/fa/organisation/orders/${order.id}/approve`, { body: {} })).status).toBe(403);
    const approved = await api(approver)<{ data: Order }>(`/v1/store/fa/organisation/orders/${order.id}/approve`, { body: { comment: 'تایید شد' } });
    expect(approved.status).toBe(200);
    expect(approved.body.data.status).toBe('awaiting_payment');
    expect(approved.body.data.hold_until).not.toBeNull();
    expect(approved.body.data.history.at(-1)).toMatchObject({ status: 'awaiting_payment', note: 'تایید شد', by: { role: 'approver' } });
    expect(await stockOf(1020)).toBe(before - 2);
    expect((await kindsFor(requester)).map((n) => n.kind)).toContain('order_approved');
    expect((await kindsFor(buyer)).some((n) => n.kind === 'order_approved' && n.data.audience === 'buyer')).toBe(true);
    // The buyer pays: the organisation asks for its purchase-order number; store credit is not its money.
    expect((await api(buyer)<ErrorBody>('/v1/store/fa/orders/payment', { body: { order_id: order.id } })).body.error.details).toMatchObject({ reason: 'po_required', field: 'po_number' });
    expect((await api(buyer)<ErrorBody>('/v1/store/fa/orders/payment', { body: { order_id: order.id, method: 'credit', po_number: 'PO-1402-77' } })).body.error.details).toMatchObject({ reason: 'organisation_credit' });
    expect((await api(requester)('/v1/store/fa/orders/payment', { body: { order_id: order.id, po_number: 'PO-1402-77' } })).status).toBe(403);
    const paying = await api(buyer)<{ data: PaymentStart }>('/v1/store/fa/orders/payment', { body: { order_id: order.id, po_number: 'PO-1402-77' } });
    expect(paying.status).toBe(200);
    expect(paying.body.data.redirect_url).toBeTruthy();
    const seen = (await api(requester)<{ data: Order }>(`/v1/store/fa/orders/${order.id}`)).body.data;
    expect(seen.po_number).toBe('PO-1402-77');
    expect(seen.history.at(-1)).toMatchObject({ note: 'PO-1402-77', by: { role: 'buyer' } });
  });

  it('an organisation orders by the ward: more units of a product than a private order may (its own limit), still bounded', async () => {
    const { requester, approver } = await approvedHospital();
    // 240 sutures, twenty boxes of twelve: refused to a private cart (100 a line), taken for the hospital.
    const big = [line(1020, 240)];
    const privately = await kit.placeOrder(requester, big);
    expect(privately.status).toBe(422);
    expect((privately.body as unknown as ErrorBody).error.details).toMatchObject({ reason: 'line_quantity', max: 100 });
    const submitted = await submit(requester, big);
    expect(submitted.status).toBe(201);
    expect(submitted.body.data.items[0]).toMatchObject({ product_id: 1020, quantity: 240 });
    // Asking for the organisation's limit as someone outside one gains nothing.
    expect((await submit(await freshMember(), big)).body.error.details).toMatchObject({ reason: 'no_organisation' });
    // The contract's own bound still holds.
    expect((await submit(requester, [line(1020, 1000)])).status).toBe(400);
    expect((await api(approver)(`/v1/store/fa/organisation/orders/${submitted.body.data.id}/return`, { body: { comment: 'نیازی نیست' } })).status).toBe(200);
  });

  it('an approver approves up to their limit; a returned or withdrawn order held nothing; two decisions at once: one is made', async () => {
    const { requester, approver, org, accounts } = await approvedHospital(1_000);
    const order = (await submit(requester)).body.data;
    expect((await api(approver)<ErrorBody>(`/v1/store/fa/organisation/orders/${order.id}/approve`, { body: {} })).body.error.details).toMatchObject({ reason: 'over_limit', limit: 1_000 });
    // A second approver, with no limit.
    const second = await freshMember();
    await api(second)('/v1/sitemember/fa/organisation/join', { body: { national_id: (await api(approver)<{ data: Membership }>('/v1/sitemember/fa/organisation')).body.data.organisation.national_id, role: 'approver' } });
    await accounts.call(`/organisations/${org}/members/${second.user.id}/decide`, { body: { approve: true, role: 'approver', approval_limit: null } });
    const before = await stockOf(1020);
    const decided = await Promise.all([
      api(second)(`/v1/store/fa/organisation/orders/${order.id}/approve`, { body: {} }),
      api(second)(`/v1/store/fa/organisation/orders/${order.id}/return`, { body: { comment: 'تعداد را کم کنید' } }),
    ]);
    expect(decided.map((r) => r.status).sort()).toEqual([200, 409]);
    const now = (await api(requester)<{ data: Order }>(`/v1/store/fa/orders/${order.id}`)).body.data;
    // Approved: two units held; returned: none.
    expect(await stockOf(1020)).toBe(now.status === 'awaiting_payment' ? before - 2 : before);
    expect(now.history.filter((e) => e.by?.role === 'approver')).toHaveLength(1);

    // A return says why; the requester withdraws another order waiting for approval, and nothing was held.
    const next = (await submit(requester)).body.data;
    expect((await api(second)(`/v1/store/fa/organisation/orders/${next.id}/return`, { body: { comment: '' } })).status).toBe(400);
    const returned = await api(second)<{ data: Order }>(`/v1/store/fa/organisation/orders/${next.id}/return`, { body: { comment: 'تعداد را کم کنید' } });
    expect(returned.body.data).toMatchObject({ status: 'returned' });
    expect((await kindsFor(requester)).some((n) => n.kind === 'order_returned' && n.data.comment === 'تعداد را کم کنید')).toBe(true);
    const third = (await submit(requester)).body.data;
    const stock = await stockOf(1020);
    expect((await api(requester)<{ data: Order }>(`/v1/store/fa/orders/${third.id}/cancel`, { body: {} })).body.data.status).toBe('cancelled');
    expect(await stockOf(1020)).toBe(stock);
  });

  it('on terms: within the credit limit (two orders at once: one passes), due in its days, shipped before it is paid, paid by the transfer the accounts team records once; an overdue invoice stops the next', async () => {
    const { requester, approver, buyer, org, accounts } = await approvedHospital();
    const fulfilment = await staffWith('fulfilment');
    const placed: Order[] = [];
    for (let i = 0; i < 3; i++) {
      const o = (await submit(requester, [line(1020, 1)])).body.data;
      expect((await api(approver)(`/v1/store/fa/organisation/orders/${o.id}/approve`, { body: {} })).status).toBe(200);
      placed.push(o);
    }
    const total = placed[0]!.total;
    // No terms yet: refused, in words; a private order is never on terms.
    expect((await api(buyer)<ErrorBody>('/v1/store/fa/orders/payment', { body: { order_id: placed[0]!.id, method: 'terms', po_number: 'PO-1' } })).body.error.details).toMatchObject({ reason: 'no_terms' });
    const own = await freshMember();
    const ownOrder = (await kit.placeOrder(own)).body.data;
    expect((await api(own)<ErrorBody>('/v1/store/fa/orders/payment', { body: { order_id: ownOrder.id, method: 'terms' } })).body.error.details).toMatchObject({ reason: 'no_terms' });
    // Net 30, up to one and a half orders owed at once.
    expect((await accounts.call(`/organisations/${org}/terms`, { body: { terms_days: 30, credit_limit: Math.floor(total * 1.5) } })).status).toBe(200);
    const both = await Promise.all(placed.slice(0, 2).map((o, i) => api(buyer)<ErrorBody & { data: { status: string } }>('/v1/store/fa/orders/payment', { body: { order_id: o.id, method: 'terms', po_number: `PO-${i}` } })));
    expect(both.map((r) => r.status).sort()).toEqual([200, 422]);
    expect(both.find((r) => r.status === 422)!.body.error.details).toMatchObject({ reason: 'credit_limit', owed: total });
    const onTerms = placed[both.findIndex((r) => r.status === 200)]!;
    const seen = (await api(buyer)<{ data: Order }>(`/v1/store/fa/organisation/orders/${onTerms.id}`)).body.data;
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tehran' }).format(new Date());
    const due = new Date(`${today}T00:00:00Z`);
    due.setUTCDate(due.getUTCDate() + 30);
    expect(seen).toMatchObject({ status: 'awaiting_payment_on_terms', hold_until: null, due_on: due.toISOString().slice(0, 10) });
    expect((await api(buyer)<{ data: Membership }>('/v1/sitemember/fa/organisation')).body.data.organisation).toMatchObject({ owed: total, overdue: false, terms_days: 30 });
    // Prepared before it is paid; then the transfer arrives and is recorded, once.
    expect((await fulfilment.call(`/orders/${onTerms.id}/move`, { body: { to: 'processing' } })).status).toBe(200);
    const transfer = () => accounts.call(`/organisations/${org}/orders/${onTerms.id}/transfer`, { body: { reference: 'BANK-778812' } });
    const twice = await Promise.all([transfer(), transfer()]);
    expect(twice.map((r) => r.status).sort()).toEqual([200, 409]);
    const paid = (await api(requester)<{ data: Order }>(`/v1/store/fa/orders/${onTerms.id}`)).body.data;
    expect(paid.status).toBe('processing');
    expect(paid.payments).toEqual([expect.objectContaining({ method: 'transfer', status: 'paid', amount: total, reference: 'BANK-778812' })]);
    // The member reads that the store recorded it; which of the staff did is the desk's to know.
    expect(paid.history.at(-1)).toMatchObject({ note: 'BANK-778812', by: { name: '', role: 'staff' } });
    expect(((await fulfilment.call(`/orders/${onTerms.id}`)).body!.data as Order).history.at(-1)!.by).toMatchObject({ role: 'staff', name: expect.stringMatching(/\S/) });
    expect((await api(buyer)<{ data: Membership }>('/v1/sitemember/fa/organisation')).body.data.organisation).toMatchObject({ owed: 0 });
    // The second now fits; past its due day, it stops the third (which may still be paid online).
    const second = placed.find((o) => o.id !== onTerms.id && o.id !== placed[2]!.id)!;
    expect((await api(buyer)('/v1/store/fa/orders/payment', { body: { order_id: second.id, method: 'terms', po_number: 'PO-2' } })).status).toBe(200);
    await kit.harness().handle.db.update(orders).set({ dueOn: '2020-01-01' }).where(eq(orders.id, second.id));
    expect((await api(buyer)<ErrorBody>('/v1/store/fa/orders/payment', { body: { order_id: placed[2]!.id, method: 'terms', po_number: 'PO-3' } })).body.error.details).toMatchObject({ reason: 'overdue' });
    expect((await api(buyer)('/v1/store/fa/orders/payment', { body: { order_id: placed[2]!.id, po_number: 'PO-3' } })).status).toBe(200);
  });

  it('an order on terms cancelled after its transfer arrived: the money is owed back by bank transfer, recorded once by the accounts team, and the member told', async () => {
    const { requester, approver, buyer, org, accounts } = await approvedHospital();
    const fulfilment = await staffWith('fulfilment');
    expect((await accounts.call(`/organisations/${org}/terms`, { body: { terms_days: 30, credit_limit: 1e10 } })).status).toBe(200);
    const o = (await submit(requester, [line(1020, 1)])).body.data;
    expect((await api(approver)(`/v1/store/fa/organisation/orders/${o.id}/approve`, { body: {} })).status).toBe(200);
    expect((await api(buyer)('/v1/store/fa/orders/payment', { body: { order_id: o.id, method: 'terms', po_number: 'PO-R1' } })).status).toBe(200);
    expect((await accounts.call(`/organisations/${org}/orders/${o.id}/transfer`, { body: { reference: 'BANK-4411' } })).status).toBe(200);
    const cancelled = await fulfilment.call(`/orders/${o.id}/move`, { body: { to: 'cancelled', reason: 'The ward no longer needs it' } });
    expect(cancelled.status).toBe(200);
    const total = (cancelled.body!.data as Order).total;
    expect((cancelled.body!.data as Order).history.at(-1)).toMatchObject({ status: 'cancelled', note: refundsNote([{ way: 'transfer', amount: total }]) });
    // Listed for the accounts team; the gateway's refunds never take it.
    const listed = (await accounts.call(`/organisations/${org}`)).body!.data as { refunds_due: { id: number; amount: number }[] };
    expect(listed.refunds_due).toEqual([expect.objectContaining({ id: o.id, amount: total })]);
    // Recorded once, even when two record it at once.
    const record = () => accounts.call(`/organisations/${org}/orders/${o.id}/refund`, { body: { reference: 'BANK-RET-9902' } });
    const both = await Promise.all([record(), record()]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    expect((both.find((r) => r.status === 200)!.body!.data as { refunds_due: unknown[] }).refunds_due).toEqual([]);
    const seen = (await api(requester)<{ data: Order }>(`/v1/store/fa/orders/${o.id}`)).body.data;
    expect(seen.payments).toEqual([expect.objectContaining({ method: 'transfer', refund: expect.objectContaining({ status: 'refunded', reference: 'BANK-RET-9902' }) })]);
    const told = (await kindsFor(requester)).filter((n) => n.kind === 'order_refunded');
    expect(told).toEqual([expect.objectContaining({ data: expect.objectContaining({ amount: total, to: 'bank' }) })]);
    // Another organisation's order, or none owed: refused.
    expect((await accounts.call(`/organisations/${org}/orders/${o.id}/refund`, { body: { reference: 'BANK-RET-9903' } })).status).toBe(409);
  });
});
