/**
 * A member's steps that several specs take, as a person takes them: signing in through the demo
 * outbox (DEMO_MODE), writing a ticket offline, adding a delivery recipient.
 */
import { type BrowserContext, expect, type Page, type Response } from '@playwright/test';
import { DEV } from './demo.ts';
import { chooseIn } from './pages.ts';
import { moveOrder } from './staff.ts';

export { DEV, freshMobile } from './demo.ts';

/**
 * What calls the API for a test: a page (its requests share the browser's cookies, so a session
 * made through it becomes the page's), or a request context of the test's own (its own cookies).
 */
export type Caller = Pick<Page, 'request'>;


export async function lastCode(page: Caller, mobile: string): Promise<string> {
  const res = await page.request.get(`/api/dev/outbox?mobile=${mobile}`, DEV);
  expect(res.ok(), `the dev outbox for ${mobile}: ${res.status()} ${await res.text()}`).toBe(true);
  return ((await res.json()) as { code: string }).code;
}

/** The sign-in page's words in each language. */
const SIGN_IN_WORDS = {
  en: { mobile: 'Mobile number', picture: 'Security picture', characters: 'Type the characters in the picture', send: 'Send the code', code: 'Code', first: 'First name', last: 'Last name', create: 'Create my account' },
  fa: { mobile: 'شماره موبایل', picture: 'تصویر امنیتی', characters: 'نویسه‌های تصویر را وارد کنید', send: 'ارسال کد', code: 'کد', first: 'نام', last: 'نام خانوادگی', create: 'ساخت حساب من' },
} as const;

/**
 * On the sign-in page (where a guarded page sent the visitor), in its language: the captcha, the
 * code, and for a new number the name step. Ends where the sign-in page sends the member.
 */
export async function signInOnPage(page: Page, mobile: string, lang: 'en' | 'fa', name?: { first: string; last: string }) {
  const words = SIGN_IN_WORDS[lang];
  await page.getByLabel(words.mobile).fill(mobile);
  await expect(page.getByRole('img', { name: words.picture })).toBeVisible();
  const id = await page.evaluate(() => (window as unknown as { __lastCaptchaId?: string }).__lastCaptchaId);
  const answer = ((await (await page.request.get(`/api/dev/captcha/${id}`, DEV)).json()) as { answer: string }).answer;
  await page.getByLabel(words.characters).fill(answer);
  const sends: string[] = [];
  const noteSend = (res: Response) => {
    if (res.url().includes('/otp/send')) sends.push(`${res.status()} ${res.url()}`);
  };
  page.on('response', noteSend);
  await page.getByRole('button', { name: words.send }).click();
  // The code step shows once the server has sent the code: only then is it in the outbox.
  const codeBox = page.getByLabel(words.code, { exact: true });
  // What the page says instead, if it refused: the failure then reads why.
  const refusal = page.locator('.auth-card [role=alert]');
  await expect(codeBox.or(refusal).first(), `the code step, after sends ${JSON.stringify(sends)}`).toBeVisible();
  page.off('response', noteSend);
  expect(await refusal.count(), `the page refused to send a code: ${await refusal.allTextContents()} (sends ${JSON.stringify(sends)})`).toBe(0);
  // Six digits are sent by themselves.
  await codeBox.fill(await lastCode(page, mobile));
  if (name) {
    await page.getByLabel(words.first, { exact: true }).fill(name.first);
    await page.getByLabel(words.last, { exact: true }).fill(name.last);
    await page.getByRole('button', { name: words.create }).click();
  }
  // Signed in once the page has left the sign-in (for the page it was asked from, or the orders):
  // a caller that went on at once raced the sign-up's request (tickets.spec once went to the
  // ticket form before it had answered, and was sent back to sign in).
  await expect(page).not.toHaveURL(/\/member\/sign(in|up)(\?|$)/, { timeout: 15_000 });
}

/** On the English sign-in page: signInOnPage in English. */
export const signInEnOnPage = (page: Page, mobile: string, name?: { first: string; last: string }) => signInOnPage(page, mobile, 'en', name);

/** A code sent to `mobile` at the request of another device (through the API, its captcha answered). */
export async function codeAskedElsewhere(page: Caller, mobile: string): Promise<void> {
  const api = page.request;
  const id = crypto.randomUUID();
  await api.post(`/v1/general/en/captcha/${id}`, { headers: DEV.headers, data: {} });
  const answer = ((await (await api.get(`/api/dev/captcha/${id}`, DEV)).json()) as { answer: string }).answer;
  const sent = await api.post('/v1/member/en/otp/send', { headers: DEV.headers, data: { mobile_number: mobile, captcha_id: id, captcha_value: answer } });
  expect(sent.status()).toBe(200);
}

/** An access token for `mobile`, signed in through the API as another device would (a new number is signed up with `name`). */
export async function apiToken(page: Caller, mobile: string, name?: { first: string; last: string }): Promise<string> {
  const api = page.request;
  await codeAskedElsewhere(page, mobile);
  const code = await lastCode(page, mobile);
  const names = name ? { first_name: name.first, last_name: name.last } : {};
  const verified = await api.post('/v1/member/en/otp/verify', { headers: DEV.headers, data: { mobile_number: mobile, code, ...names } });
  expect(verified.status()).toBe(200);
  return ((await verified.json()) as { data: { access_token: string } }).data.access_token;
}

/** A member call's `data`, read through the API with `token`. */
export async function memberGet<T>(page: Caller, token: string, path: string): Promise<T> {
  const res = await page.request.get(path, { headers: { ...DEV.headers, authorization: `Bearer ${token}` } });
  expect(res.ok(), `${path}: ${res.status()}`).toBe(true);
  return ((await res.json()) as { data: T }).data;
}

/** A ticket the member writes through the API, about an order and for shipping and the warehouse (the demo's category and unit 2): its id. */
export async function apiTicket(page: Caller, token: string, lang: 'en' | 'fa', ticket: { title: string; description: string }): Promise<number> {
  const created = await page.request.post(`/v1/ticketing/${lang}/tickets`, {
    headers: { ...DEV.headers, authorization: `Bearer ${token}`, 'idempotency-key': crypto.randomUUID() },
    data: { ...ticket, category_id: 2, role_id: 2, priority: 0 },
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { data: { id: number } }).data.id;
}

/**
 * The member closes the site's last page and the network comes back: the browser fires the
 * Background Sync the page asked for, and the service worker delivers the outbox with no page open.
 * A sync the worker rejects (something still due: the closing page held the sender's lock, the
 * session call was slow) is fired again later by the browser; here, by the test, as the browser
 * would, until `delivered` holds. A blank tab (not a page of the site) is left to drive the browser.
 */
export async function deliverWithNoPageOpen(page: Page, context: BrowserContext, baseURL: string, delivered: () => Promise<boolean>) {
  const blank = await context.newPage();
  const cdp = await context.newCDPSession(blank);
  const registration = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const mine = registrations.find((r) => r.scopeURL.startsWith(baseURL) && !r.isDeleted);
      if (mine) resolve(mine.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  const registrationId = await registration;
  await page.close();
  await context.setOffline(false);
  const origin = new URL(baseURL).origin;
  for (let attempt = 1; attempt <= 4; attempt++) {
    await cdp.send('ServiceWorker.dispatchSyncEvent', { origin, registrationId, tag: 'outbox', lastChance: attempt === 4 });
    const done = await expect
      .poll(delivered, { timeout: 8_000 })
      .toBe(true)
      .then(() => true, () => false);
    if (done) break;
  }
  expect(await delivered()).toBe(true);
  return blank;
}

/** As a purchasing office would from another device: an order placed, paid through the sandbox, then (unless `until` is paid) shipped by staff. */
export async function shippedOrder(page: Caller, mobile: string, until: 'paid' | 'shipped' = 'shipped', token?: string): Promise<number> {
  token ??= await apiToken(page, mobile);
  const as = { ...DEV.headers, authorization: `Bearer ${token}` };
  const write = (path: string, data: unknown) => page.request.post(path, { headers: { ...as, 'idempotency-key': crypto.randomUUID() }, data });
  const recipient = await write('/v1/store/en/recipients', {
    name: 'Ward 7 store room',
    mobile: '09121112233',
    province_id: 1,
    city_id: 101,
    address: 'Keshavarz Blvd, Imam Khomeini Hospital, building 2',
    postal_code: '1419733141',
  });
  const recipientId = ((await recipient.json()) as { data: { id: number } }).data.id;
  const placed = await write('/v1/store/en/orders', { cart_items: [{ product_id: 1020, quantity: 1, guaranteed: 0, comment: '' }], recipient_id: recipientId, transmit_id: 1 });
  expect(placed.status()).toBe(201);
  const orderId = ((await placed.json()) as { data: { id: number } }).data.id;
  const start = await write('/v1/store/en/orders/payment', { order_id: orderId });
  const redirect = ((await start.json()) as { data: { redirect_url: string } }).data.redirect_url;
  // The sandbox's pay form, posted as the browser would.
  const html = await (await page.request.get(redirect)).text();
  const form = [...html.matchAll(/<form[^>]*>([\s\S]*?)<\/form>/g)].map((f) => Object.fromEntries([...f[1]!.matchAll(/name="([^"]+)" value="([^"]*)"/g)].map((m) => [m[1]!, m[2]!]))).find((f) => f.outcome === 'paid')!;
  await page.request.post('/api/pay/callback/sandbox', { form, maxRedirects: 0 });
  if (until === 'paid') return orderId;
  // Fulfilment prepares and ships it from the desk.
  await moveOrder(orderId, 'processing');
  await moveOrder(orderId, 'shipped', { carrier: 'Express post', tracking_code: '123456789012345678' });
  return orderId;
}

/** The ticket a member writes offline about a torn lot, with a photo of the box. */
export const LOT_TICKET = { title: 'Torn packs in lot 24B-118', text: 'Two sterile packs arrived torn; photo attached.', photo: 'box.png', sentAs: 'box.jpg' };

/**
 * From the English tickets page: the network goes, and the member writes LOT_TICKET with `photo`
 * and sends it to the device's outbox (`beforeSend` looks at the form first). Leaves the browser offline.
 */
export async function writeTicketOffline(page: Page, context: BrowserContext, photo: Buffer, beforeSend: () => Promise<void> = async () => {}) {
  await context.setOffline(true);
  await page.getByRole('link', { name: 'New ticket' }).click();
  await expect(page.getByText('You are offline: write your ticket now')).toBeVisible();
  await chooseIn(page, 'What is it about?', 'A faulty lot');
  await chooseIn(page, 'Which unit should answer?', 'Quality control');
  await page.getByLabel('Title').fill(LOT_TICKET.title);
  await page.getByLabel('Describe the problem or the request').fill(LOT_TICKET.text);
  await page.locator('input[type=file]').setInputFiles({ name: LOT_TICKET.photo, mimeType: 'image/png', buffer: photo });
  // Photos are made smaller (as JPEG) on the device before they wait in the outbox.
  await expect(page.locator('.attachment-picker .file-item')).toContainText(LOT_TICKET.sentAs);
  await beforeSend();
  await page.getByRole('button', { name: 'Send the ticket' }).click();
  await expect(page.getByRole('list', { name: 'Tickets waiting to be sent' })).toContainText(LOT_TICKET.title);
}

/**
 * At checkout's delivery step, in English: a new recipient (a hospital's store room), chosen once
 * saved. `place`: the province and city as the backend names them (a spec-literal backend's are Persian).
 */
export async function addRecipient(page: Page, place: { province: string; city: string } = { province: 'Tehran', city: 'Tehran' }) {
  await page.getByLabel("Recipient's name (a person or a ward)").fill('Ward 7 store room');
  await page.getByLabel("Recipient's mobile number").fill('09121112233');
  // The province's and city's lists are the browser's own: each waits for its options to come.
  await page.getByLabel('Province', { exact: true }).selectOption({ label: place.province });
  await page.getByLabel('City', { exact: true }).selectOption({ label: place.city });
  await page.getByLabel('Address').fill('Keshavarz Blvd, Imam Khomeini hospital, building 2, store room');
  await page.getByLabel('Postal code').fill('1419733141');
  await page.getByRole('button', { name: 'Save the recipient' }).click();
  await expect(page.getByRole('radio', { name: /Ward 7 store room/ })).toBeChecked();
}

/** The same in Persian: a recipient (`name`, a ward or a store room) at a Tehran hospital, chosen once saved. */
export async function addRecipientFa(page: Page, name: string) {
  await page.getByLabel('نام گیرنده (شخص یا بخش بیمارستان)').fill(name);
  await page.getByLabel('شماره موبایل گیرنده').fill('۰۹۱۲۱۱۱۲۲۳۳');
  await page.getByLabel('استان', { exact: true }).selectOption({ label: 'تهران' });
  await page.getByLabel('شهر', { exact: true }).selectOption({ label: 'تهران' });
  await page.getByLabel('نشانی', { exact: true }).fill(`تهران، خیابان کارگر شمالی، بیمارستان نمونه، ${name}`);
  await page.getByLabel('کد پستی').fill('۱۴۱۹۷۳۳۱۴۱');
  await page.getByRole('button', { name: 'ذخیره گیرنده' }).click();
  await expect(page.getByRole('radio', { name: new RegExp(name) })).toBeChecked();
}
