/**
 * What the store's test files share: a harness with the store's limits for tests that place
 * several orders a member, a fresh member, the API as a member calls it, a recipient and an order.
 */
import { afterAll, beforeAll, expect } from 'vitest';
import type { Session } from '../../../contract/member.ts';
import type { Order, Recipient } from '../../../contract/store.ts';
import { startHarness, type Harness } from '../../test/harness.ts';
import type { Config } from '../../config.ts';
import { freshMobile, signInHelpers } from '../../test/sign-in.ts';

/**
 * The store's limits in these files: a member may have 10 unpaid orders (the tests place several
 * each); no value-added tax, so that their sums stay plain (vat.test.ts prices with it).
 */
export const ORDER_RULES = { holdMinutes: 30, organisationHoldMinutes: 4320, maxUnpaid: 10, maxLineQuantity: 100, maxOrganisationLineQuantity: 999, vatRate: 0 };

/** Opens a harness for the calling test file (before its tests, closed after them) and the helpers on it. */
export function storeTestKit(overrides: () => Partial<Config> = () => ({}), opts: Parameters<typeof startHarness>[1] = {}) {
  let h: Harness;
  beforeAll(async () => {
    // Several orders a member in some tests: the write limits (tested in http/abuse.test.ts) raised.
    h = await startHarness({ trustProxy: 1, orders: ORDER_RULES, writeLimitsFactor: 10, ...overrides() }, opts);
  });
  afterAll(async () => {
    await h?.close();
  });
  const { signIn } = signInHelpers(() => h);
  /** A member of the test's own: a new number each time, so that once-per-member codes and credit start clean. */
  const freshMember = async () => (await signIn(freshMobile('0919'), { first_name: 'Test', last_name: 'Buyer' })).session;

  type Init = { method?: string; body?: unknown; key?: string | false };
  function api(s: Session | null) {
    return async <T = unknown>(path: string, init: Init = {}) => {
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (s) headers.authorization = `Bearer ${s.access_token}`;
      const method = init.method ?? (init.body === undefined ? 'GET' : 'POST');
      if (init.key !== false && (method === 'POST' || method === 'PUT')) headers['idempotency-key'] = init.key ?? crypto.randomUUID();
      const res = await h.call(path, { method, headers, ...(init.body === undefined ? {} : { body: typeof init.body === 'string' ? init.body : JSON.stringify(init.body) }) });
      const text = await res.text();
      return { status: res.status, body: (text ? JSON.parse(text) : null) as T, res };
    };
  }

  async function recipientFor(s: Session) {
    const res = await api(s)<{ data: Recipient }>('/v1/store/fa/recipients', { body: recipientOf() });
    expect(res.status).toBe(201);
    return res.body.data;
  }

  async function placeOrder(s: Session, items = [line(1020, 2)], extra: Record<string, unknown> = {}) {
    const r = await recipientFor(s);
    return api(s)<{ data: Order }>('/v1/store/fa/orders', { body: { cart_items: items, recipient_id: r.id, transmit_id: 1, ...extra } });
  }

  return { harness: () => h, signIn, freshMember, api, recipientFor, placeOrder };
}

export type ErrorBody = { error: { status_code: number; error_message: string; details?: Record<string, unknown> } };

export const TEHRAN = { province_id: 1, city_id: 101 };
export const recipientOf = (name = 'بخش جراحی بیمارستان سینا') => ({
  name,
  mobile: '۰۹۱۲ ۱۲۳ ۴۵۶۷',
  ...TEHRAN,
  address: 'تهران، خیابان امام خمینی، بیمارستان سینا، ساختمان اصلی، طبقه دوم',
  postal_code: '۱۱۳۶۷-۴۶۹۱۱',
});
export const line = (product_id: number, quantity = 1, guaranteed: 0 | 1 = 0) => ({ product_id, quantity, guaranteed, comment: '' });
