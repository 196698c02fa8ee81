/**
 * Signing in over HTTP, for the tests that run the server as processes of their own (kill,
 * cluster): the captcha and the code are read from the demo's dev routes, as the e2e suite does.
 * A member signs in with the members' verify; a person on the staff with the desk's, and then
 * changes the catalogue as the desk does (`PUT /api/desk/products/{id}`, catalogue role).
 */
import { DEMO_API_KEY } from '../config.ts';
import { DEMO_STAFF } from '../modules/staff/demo-staff.ts';
import { codeSteps, type ApiCall } from './sign-in.ts';
import { dialledMobile } from '../../shared/phone.ts';

/** Calls a server process at `base` with the demo's API key. */
const callOf =
  (base: string): ApiCall =>
  (path, init = {}) =>
    fetch(`${base}${path}`, { ...init, headers: { 'x-api-key': DEMO_API_KEY, ...(init.headers as Record<string, string> | undefined) } });

const headers = (ip: string, token?: string) => ({
  'content-type': 'application/json',
  'x-api-key': DEMO_API_KEY,
  'x-forwarded-for': ip,
  ...(token ? { authorization: `Bearer ${token}` } : {}),
});

/** The demo's admin (seeded in demo mode on a store with no staff yet), as a number to sign in with. */
export const DEMO_ADMIN_MOBILE = dialledMobile(DEMO_STAFF.find((p) => p.roles.includes('admin'))!.mobile);

/**
 * Signs `mobile` in: captcha and code through `send`, the code checked on `verify` (another
 * instance, in the cluster test). `names` makes it a member's sign-in; without them, the desk's.
 */
export async function signInOverHttp(opts: { send: string; verify?: string; mobile: string; ip: string; names?: { first_name: string; last_name: string } }): Promise<{ status: number; token?: string; firstName?: string }> {
  const { mobile, ip } = opts;
  const at = codeSteps(callOf(opts.send));
  const sent = await at.sendCode(mobile, ip);
  if (!sent.ok) return { status: sent.status };
  const code = await at.codeFor(mobile);
  const path = opts.names ? '/v1/member/fa/otp/verify' : '/api/desk/auth/verify';
  const res = await codeSteps(callOf(opts.verify ?? opts.send)).post(path, { mobile_number: mobile, code, ...opts.names }, ip);
  if (!res.ok) return { status: res.status };
  const body = (await res.json()) as { data: { access_token: string; user?: { first_name: string } } };
  return { status: res.status, token: body.data.access_token, ...(body.data.user ? { firstName: body.data.user.first_name } : {}) };
}

/** The desk's caller for the demo's admin on `base`: signs in once, then changes products as the catalogue team does. */
export async function demoDesk(base: string, ip: string) {
  const signedIn = await signInOverHttp({ send: base, mobile: DEMO_ADMIN_MOBILE, ip });
  if (!signedIn.token) throw new Error(`The demo admin could not sign in to the desk (${signedIn.status})`);
  const token = signedIn.token;
  /** Sets a product's stock (its price kept), against the stock the desk shows: the answer's status. */
  async function setStock(productId: number, stock: number): Promise<number> {
    const found = (await (await fetch(`${base}/api/desk/products?q=${productId}`, { headers: headers(ip, token) })).json()) as {
      data: { id: number; price: number; price_with_guarantee: number | null; stock: number }[];
    };
    const product = found.data.find((p) => p.id === productId);
    if (!product) return 404;
    const body = { price: product.price, price_with_guarantee: product.price_with_guarantee, stock, stock_was: product.stock };
    return (await fetch(`${base}/api/desk/products/${productId}`, { method: 'PUT', headers: headers(ip, token), body: JSON.stringify(body) })).status;
  }
  /** Any desk call (`/api/desk` + `path`) as the admin: its status and JSON answer. */
  async function call<T = unknown>(path: string, init: { method?: string; body?: unknown } = {}): Promise<{ status: number; body: { data: T } }> {
    const res = await fetch(`${base}/api/desk${path}`, {
      method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
      headers: headers(ip, token),
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
    });
    const text = await res.text();
    return { status: res.status, body: text ? (JSON.parse(text) as { data: T }) : { data: null as T } };
  }
  return { setStock, call };
}
