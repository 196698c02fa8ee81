/**
 * The store's staff in the browser tests. The server starts with one admin (playwright.config.ts
 * runs `npm run staff:add` before it), who signs in once per worker through the desk's API, as the
 * desk does (captcha, code, `/api/desk/auth/verify`), and renews with the desk's cookie. What the
 * demo's `/api/dev/*` endpoints used to do for the tests, staff now do through the staff API.
 */
import { existsSync } from 'node:fs';
import { expect, request, type APIRequestContext } from '@playwright/test';
import type { StaffRole } from '../../contract/constants.ts';
import { DEV, freshMobile } from './demo.ts';

export const E2E_ADMIN = '09129900001';
/** This worker's server: the `storefront` fixture (fixtures.ts, automatic) starts it and sets E2E_ORIGIN before any test. */
const base = () => {
  const origin = process.env.E2E_ORIGIN;
  if (!origin) throw new Error('E2E_ORIGIN is not set: the storefront fixture (fixtures.ts) starts the server before any test');
  return origin;
};

/** The captcha and the code (the demo outbox stands in for the SMS), then the desk's verify: the staff session's access token. */
async function signIn(api: APIRequestContext, mobile: string): Promise<string> {
  const id = crypto.randomUUID();
  await api.post(`/v1/general/en/captcha/${id}`, { headers: DEV.headers, data: {} });
  const answer = ((await (await api.get(`/api/dev/captcha/${id}`, DEV)).json()) as { answer: string }).answer;
  const sent = await api.post('/v1/member/en/otp/send', { headers: DEV.headers, data: { mobile_number: mobile, captcha_id: id, captcha_value: answer } });
  expect(sent.status(), `a code for ${mobile}: ${await sent.text()}`).toBe(200);
  const code = ((await (await api.get(`/api/dev/outbox?mobile=${mobile}`, DEV)).json()) as { code: string }).code;
  const verified = await api.post('/api/desk/auth/verify', { data: { mobile_number: mobile, code } });
  expect(verified.status(), `the desk's sign-in for ${mobile}: ${await verified.text()}`).toBe(200);
  return ((await verified.json()) as { data: { access_token: string } }).data.access_token;
}

type Init = { method?: 'GET' | 'POST' | 'PUT' | 'DELETE'; data?: unknown };
export type Desk = <T = unknown>(path: string, init?: Init) => Promise<{ status: number; body: { data: T; error?: { details?: Record<string, unknown> } } }>;

let admin: Promise<Desk> | null = null;

/**
 * Where the e2e admin's desk cookie is kept between this run's workers (Playwright starts a new
 * worker after a failed test): a new worker renews that session instead of asking for another code,
 * which the per-number limit would refuse after a few failures. The run's output folder is emptied
 * when a run starts, as the server's database is.
 */
const adminState = () => `test-results/.e2e-admin-${new URL(base()).port}.json`;

/** The e2e admin's desk calls (`/api/desk…`), signed in once per run; a token that ended is renewed with the desk's cookie. */
export function deskAdmin(): Promise<Desk> {
  admin ??= (async () => {
    const BASE = base();
    const ADMIN_STATE = adminState();
    // A connection per call: this context lives for the whole run, and a kept-alive connection
    // reused just as the server closed it for idleness (HTTP_KEEPALIVE_TIMEOUT_S, 5 s) was reset
    // under a call (ECONNRESET, once in CI). A browser sends such a request again; this client does not.
    const fresh = { baseURL: BASE, extraHTTPHeaders: { connection: 'close' } };
    let api = await request.newContext({ ...fresh, ...(existsSync(ADMIN_STATE) ? { storageState: ADMIN_STATE } : {}) });
    // The refresh cookie is replaced at each use: what is kept is always the last one.
    const renew = async (): Promise<string | undefined> => {
      const res = await api.get('/api/desk/auth/session');
      const token = res.ok() ? ((await res.json()) as { access_token?: string }).access_token : undefined;
      if (token) await api.storageState({ path: ADMIN_STATE });
      return token;
    };
    let token = existsSync(ADMIN_STATE) ? await renew() : undefined;
    if (!token) {
      await api.dispose();
      api = await request.newContext(fresh);
      token = await signIn(api, E2E_ADMIN);
      await api.storageState({ path: ADMIN_STATE });
    }
    const send = (path: string, init: Init) =>
      api.fetch(`/api/desk${path}`, { method: init.method ?? (init.data === undefined ? 'GET' : 'POST'), headers: { authorization: `Bearer ${token}` }, ...(init.data === undefined ? {} : { data: init.data }) });
    return async (path, init = {}) => {
      let res = await send(path, init);
      if (res.status() === 401) {
        const renewed = await renew();
        expect(renewed, 'the e2e admin’s desk session renews').toBeTruthy();
        token = renewed!;
        res = await send(path, init);
      }
      const text = await res.text();
      return { status: res.status(), body: text ? JSON.parse(text) : null };
    };
  })();
  return admin;
}

/** A new person on the staff with `roles` (added by the e2e admin): their number, to sign in at the desk. */
export async function staffPerson(name: string, ...roles: StaffRole[]): Promise<string> {
  const desk = await deskAdmin();
  const mobile = freshMobile();
  const added = await desk('/staff', { data: { mobile_number: mobile, name, roles } });
  expect(added.status, JSON.stringify(added.body)).toBe(201);
  return mobile;
}

/** Fulfilment moves an order (processing, shipped with carrier and tracking code, delivered, cancelled with a reason). */
export async function moveOrder(orderId: number, to: 'processing' | 'shipped' | 'delivered' | 'cancelled', more: Record<string, string> = {}) {
  const desk = await deskAdmin();
  const moved = await desk(`/orders/${orderId}/move`, { data: { to, ...more } });
  expect(moved.status, JSON.stringify(moved.body)).toBe(200);
}

/** Support answers a ticket (at the version the desk shows), and sets its status. */
export async function answerTicket(ticketId: number, description: string, status: number) {
  const desk = await deskAdmin();
  const { version } = (await desk<{ version: number }>(`/tickets/${ticketId}`)).body.data;
  const answered = await desk(`/tickets/${ticketId}/reply`, { data: { description, status, version } });
  expect(answered.status, JSON.stringify(answered.body)).toBe(200);
}

/** The catalogue team changes a product's price and/or stock (against the stock the desk shows). */
export async function setProduct(productId: number, change: { price?: number; stock?: number }) {
  const desk = await deskAdmin();
  const found = (await desk<{ id: number; price: number; price_with_guarantee: number | null; stock: number }[]>(`/products?q=${productId}`)).body.data.find((p) => p.id === productId)!;
  const price = change.price ?? found.price;
  const body = { price, price_with_guarantee: found.price_with_guarantee === null ? null : Math.max(found.price_with_guarantee, price), stock: change.stock ?? found.stock, stock_was: found.stock };
  const changed = await desk(`/products/${productId}`, { method: 'PUT', data: body });
  expect(changed.status, JSON.stringify(changed.body)).toBe(200);
}
