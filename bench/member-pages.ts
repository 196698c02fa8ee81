/**
 * Member pages on a phone (issue 30 §4): the orders list, an order, checkout with a line in the
 * cart, the tickets list and a ticket, each measured by Lighthouse (mobile defaults) signed in.
 *
 * A member signs up through the API of a demo-mode server (the captcha's answer and the code read
 * from the demo's dev routes, as the e2e suite reads them), places an order and writes a ticket.
 * One Chromium holds their session cookie and their cart (added on the product page as a shopper
 * adds it) for all the runs; before each run its HTTP cache, service worker and caches are
 * emptied, so that every page loads its code from the network as on a member's first visit of
 * the day, with the member's cookie and cart kept.
 */
import { chromium } from '@playwright/test';
import { launchChrome, measure, type Run } from './lighthouse.ts';

/** The goals of the member pages (issue 30). */
export const MEMBER_GOALS = { performance: 95, jsGzipKb: 250, tbtMs: 100 };

const API_KEY = { 'x-api-key': 'demo-storefront-key' };

type Answer<T> = { status: number; data: T; cookie: string | null };

/** A call to the API as the storefront makes it, with the member's token once there is one. */
async function call<T>(origin: string, path: string, init: { body?: unknown; token?: string } = {}): Promise<Answer<T>> {
  const headers: Record<string, string> = { ...API_KEY, 'content-type': 'application/json' };
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  if (init.body !== undefined) headers['idempotency-key'] = crypto.randomUUID();
  const res = await fetch(origin + path, { method: init.body === undefined ? 'GET' : 'POST', headers, ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }) });
  const text = await res.text();
  if (!res.ok) throw new Error(`${path} answered ${res.status}: ${text}`);
  return { status: res.status, data: (JSON.parse(text) as { data: T }).data, cookie: res.headers.get('set-cookie') };
}

/** A new member with an order and a ticket: their refresh token (the session cookie's value) and the ids. */
async function memberWithHistory(origin: string) {
  const mobile = `0912${String(Date.now()).slice(-7)}`;
  const captchaId = crypto.randomUUID();
  await call(origin, `/v1/general/fa/captcha/${captchaId}`, { body: {} });
  const { answer } = (await (await fetch(`${origin}/api/dev/captcha/${captchaId}`, { headers: API_KEY })).json()) as { answer: string };
  await call(origin, '/v1/member/fa/otp/send', { body: { mobile_number: mobile, captcha_id: captchaId, captcha_value: answer } });
  const { code } = (await (await fetch(`${origin}/api/dev/outbox?mobile=${mobile}`, { headers: API_KEY })).json()) as { code: string };
  const verified = await call<{ access_token: string }>(origin, '/v1/member/fa/otp/verify', { body: { mobile_number: mobile, code, first_name: 'مریم', last_name: 'کریمی' } });
  const refresh = /refresh_token=([^;]+)/.exec(verified.cookie ?? '')?.[1];
  if (!refresh) throw new Error('The sign-in set no session cookie');
  const token = verified.data.access_token;
  const recipient = await call<{ id: number }>(origin, '/v1/store/fa/recipients', {
    token,
    body: { name: 'بخش جراحی بیمارستان سینا', mobile: '09121234567', province_id: 1, city_id: 101, address: 'تهران، خیابان امام خمینی، بیمارستان سینا، ساختمان اصلی، طبقه دوم', postal_code: '1136746911' },
  });
  const order = await call<{ id: number }>(origin, '/v1/store/fa/orders', { token, body: { cart_items: [{ product_id: 1020, quantity: 2, guaranteed: 0, comment: '' }], recipient_id: recipient.data.id, transmit_id: 1 } });
  const ticket = await call<{ id: number }>(origin, '/v1/ticketing/fa/tickets', { token, body: { title: 'شماره سری جعبه', description: 'سری ساخت این جعبه نخ بخیه چیست؟', priority: 0, category_id: 1, role_id: 1, order_id: order.data.id } });
  return { refresh, orderId: order.data.id, ticketId: ticket.data.id };
}

export type MemberPage = { name: string; path: string };

/** Measures each member page `runs` times, signed in: the runs of each page (with what each LCP waited for, `explain`). */
export async function measureMemberPages(origin: string, runs: number, explain = false): Promise<{ pages: MemberPage[]; runs: Record<string, Run[]> }> {
  const member = await memberWithHistory(origin);
  const pages: MemberPage[] = [
    { name: 'orders', path: '/dashboard/order' },
    { name: 'order', path: `/dashboard/order/${member.orderId}` },
    { name: 'checkout', path: '/order/checkout' },
    { name: 'tickets', path: '/dashboard/ticket' },
    { name: 'ticket', path: `/dashboard/ticket/detail?id=${member.ticketId}` },
  ];
  const chrome = await launchChrome();
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  const out: Record<string, Run[]> = {};
  try {
    const context = browser.contexts()[0]!;
    const { hostname } = new URL(origin);
    await context.addCookies([{ name: 'refresh_token', value: member.refresh, domain: hostname, path: '/api/auth/', httpOnly: true, sameSite: 'Lax' }]);
    // The cart holds a line, added as a shopper adds it; the member's pages know them (the page's own session start).
    const tab = await context.newPage();
    await tab.goto(`${origin}/product/1041/x`);
    await tab.getByRole('button', { name: 'افزودن به سبد خرید' }).click();
    await tab.getByText('به سبد خرید افزوده شد').first().waitFor({ timeout: 15_000 });
    await tab.goto(`${origin}/dashboard/order`);
    await tab.locator(`a[href$="/dashboard/order/${member.orderId}"]`).first().waitFor({ timeout: 30_000 });
    await tab.close();
    const clean = async () => {
      const cleaner = await context.newPage();
      const cdp = await context.newCDPSession(cleaner);
      await cdp.send('Network.clearBrowserCache');
      await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'service_workers,cache_storage' });
      await cleaner.close();
    };
    // A first run, not counted: the code the preparing tab loaded stayed in the renderer's memory
    // for the next page of the site (the first page measured showed no script bytes at all).
    await clean();
    await measure(origin + pages[0]!.path, { chrome });
    for (let i = 0; i < runs; i++) {
      for (const page of pages) {
        process.stdout.write(`Lighthouse member ${page.name} ${i + 1}/${runs}…              \r`);
        // Code from the network again (no HTTP cache, no worker, no caches); the cookie, the cart and the member's hint stay.
        await clean();
        (out[page.name] ??= []).push(await measure(origin + page.path, { chrome, explain }));
      }
    }
  } finally {
    await browser.close().catch(() => undefined);
    await chrome.kill();
  }
  return { pages, runs: out };
}
