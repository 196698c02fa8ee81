import { type Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { apiToken, codeAskedElsewhere, deliverWithNoPageOpen, DEV, freshMobile, lastCode, memberGet, signInEnOnPage } from './members.ts';
import { keepScreenshot, waitForServiceWorker } from './pages.ts';
import { deviceKeys, devicePut, deviceRows } from './device-db.ts';

/** What the demo outbox saw: a captcha's answer and the last code sent to a number. */
async function captchaAnswer(page: Page): Promise<string> {
  const src = await page.getByRole('img', { name: 'تصویر امنیتی' }).getAttribute('src');
  expect(src).toMatch(/^data:image\/svg\+xml/);
  // The captcha id is the last one the page asked for: read it back through the dev endpoint.
  const id = await page.evaluate(() => (window as unknown as { __lastCaptchaId?: string }).__lastCaptchaId ?? null);
  expect(id).not.toBeNull();
  const res = await page.request.get(`/api/dev/captcha/${id}`, DEV);
  return ((await res.json()) as { answer: string }).answer;
}


async function requestCode(page: Page, mobile: string) {
  await page.getByLabel('شماره موبایل').fill(mobile);
  await page.getByLabel('نویسه‌های تصویر را وارد کنید').fill((await captchaAnswer(page)).toLowerCase());
  await page.getByRole('button', { name: 'ارسال کد' }).click();
  await expect(page.getByLabel('کد', { exact: true })).toBeVisible();
}

/** The member's copies kept on the device, by what they are (`credits:en:1:`, `account:en`…). */
const savedReads = async (page: Page) => (await deviceKeys(page, ['memberReads'])).memberReads!.map((key) => key.replace(/^\d+:/, ''));

test('a new member signs up through the demo outbox, signs out, and signs in again', async ({ page }) => {
  const mobile = `0912${String(Date.now()).slice(-7)}`;
  await page.goto('/member/signup');
  await expect(page.getByRole('banner')).toHaveCount(0);
  // Another way to sign in is offered in the brand's colour: the danger colour is for what removes.
  const brand = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--brand').trim());
  const toRgb = (hex: string) => `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;
  expect(await page.getByRole('button', { name: 'ورود با ایمیل و گذرواژه' }).evaluate((b) => getComputedStyle(b).color)).toBe(toRgb(brand));
  // The first step has nothing to start again from.
  await expect(page.getByRole('button', { name: 'شروع دوباره' })).toHaveCount(0);
  await requestCode(page, mobile);
  await expect(page.getByLabel('کد', { exact: true })).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(page.getByRole('button', { name: /ارسال کد تازه تا/ })).toBeDisabled();
  // A reload (or a trip to the SMS app) keeps the step, the number and the resend countdown.
  await page.reload();
  await expect(page.getByLabel('کد', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: /ارسال کد تازه تا/ })).toBeDisabled();
  // Persian digits are accepted, and six digits are sent by themselves.
  const code = await lastCode(page, mobile);
  await page.getByLabel('کد', { exact: true }).fill(code.replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]!));
  // The names' step is the one with a way back: start again.
  await expect(page.getByRole('button', { name: 'شروع دوباره' })).toBeVisible();
  await page.getByLabel('نام', { exact: true }).fill('مینا');
  await page.getByLabel('نام خانوادگی').fill('کریمی');
  await page.getByRole('button', { name: 'ساخت حساب من' }).click();
  await expect(page).toHaveURL(/\/dashboard\/order$/);
  await expect(page.getByText('وارد شده با نام مینا کریمی')).toBeVisible();

  await page.getByRole('link', { name: 'خروج' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'ورود' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('memberHint'))).toBeNull();

  await page.goto('/member/signin');
  // The first step says it is also how one signs up.
  await expect(page.getByText('تازه‌وارد هستید؟ همین مراحل برای شما حساب می‌سازد.')).toBeVisible();
  // The picture's characters left out, then mistyped: each is said of the picture, and a mistyped
  // one brings a new picture with its box emptied for it.
  const picture = page.getByRole('img', { name: 'تصویر امنیتی' });
  const characters = page.getByLabel('نویسه‌های تصویر را وارد کنید');
  await page.getByLabel('شماره موبایل').fill(mobile);
  await expect(picture).toBeVisible();
  await page.getByRole('button', { name: 'ارسال کد' }).click();
  await expect(page.getByRole('alert')).toHaveText('نویسه‌های تصویر را وارد کنید.');
  await expect(characters).toHaveAttribute('aria-invalid', 'true');
  const first = await picture.getAttribute('src');
  await characters.fill('zzzz');
  await page.getByRole('button', { name: 'ارسال کد' }).click();
  await expect(page.getByRole('alert')).toHaveText('نویسه‌ها با تصویر یکی نیست. تصویر تازه را امتحان کنید.');
  await expect(characters).toHaveValue('');
  await expect(picture).not.toHaveAttribute('src', first!);
  await requestCode(page, mobile);
  await page.getByLabel('کد', { exact: true }).fill(await lastCode(page, mobile));
  await expect(page).toHaveURL(/\/dashboard\/order$/);
  await expect(page.getByText('وارد شده با نام مینا کریمی')).toBeVisible();
});

test('a number sent a code moments ago (from another device) goes on to typing that code, the next one counted down', async ({ page }) => {
  const mobile = freshMobile();
  // Another device asks for a code for the number.
  await codeAskedElsewhere(page, mobile);
  // This one asks within the minute: the page's clock is the test's, to run the wait on.
  await page.clock.install();
  await page.goto('/en/member/signin');
  await page.getByLabel('Mobile number').fill(mobile);
  await expect(page.getByRole('img', { name: 'Security picture' })).toBeVisible();
  const pageCaptcha = await page.evaluate(() => (window as unknown as { __lastCaptchaId?: string }).__lastCaptchaId);
  const typed = ((await (await page.request.get(`/api/dev/captcha/${pageCaptcha}`, DEV)).json()) as { answer: string }).answer;
  await page.getByLabel('Type the characters in the picture').fill(typed);
  await page.getByRole('button', { name: 'Send the code' }).click();
  // No second code, and no wait: the one on its way is typed here.
  await expect(page.locator('.auth-card form > p').first()).toContainText('a moment ago, when this number asked from here or another device. Type it here.');
  await expect(page.getByRole('alert')).toHaveCount(0);
  const again = page.getByRole('button', { name: /^Send a new code in \d+ s$/ });
  await expect(again).toBeDisabled();
  const first = Number(/(\d+) s$/.exec((await again.textContent()) ?? '')![1]);
  expect(first).toBeGreaterThan(50);
  expect(first).toBeLessThanOrEqual(60);
  await page.clock.runFor(10_000);
  await expect(again).toHaveText(`Send a new code in ${first - 10} s`);
  // The code the other device asked for signs in here (a new number: its names, then the account).
  await page.getByLabel('Code', { exact: true }).fill(await lastCode(page, mobile));
  await page.getByLabel('First name', { exact: true }).fill('Sara');
  await page.getByLabel('Last name', { exact: true }).fill('Ahmadi');
  await page.getByRole('button', { name: 'Create my account' }).click();
  await expect(page).toHaveURL(/\/en\/dashboard/);
});

test('pages that need a session send a visitor to sign in and back; credit shows the member\'s own history', async ({ page }) => {
  await page.goto('/en/credit');
  await expect(page).toHaveURL(/\/en\/member\/signin\?redirect=/);
  await page.getByLabel('Mobile number').fill('09121234567');
  const src = await page.getByRole('img', { name: 'Security picture' }).getAttribute('src');
  expect(src).toBeTruthy();
  const id = await page.evaluate(() => (window as unknown as { __lastCaptchaId?: string }).__lastCaptchaId);
  const answer = ((await (await page.request.get(`/api/dev/captcha/${id}`, DEV)).json()) as { answer: string }).answer;
  await page.getByLabel('Type the characters in the picture').fill(answer);
  await page.getByRole('button', { name: 'Send the code' }).click();
  await expect(page.getByLabel('Code', { exact: true })).toBeVisible();
  await page.getByLabel('Code', { exact: true }).fill(await lastCode(page, '09121234567'));
  await expect(page).toHaveURL(/\/en\/credit$/);
  await expect(page.locator('.balance')).toContainText('6,000,000 Toman');
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(7);
  // On a phone each movement is a card (what and how much, then when and what kind): the page does
  // not scroll sideways, and a screen reader still has a table of rows with their column heads.
  await page.setViewportSize({ width: 360, height: 800 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(7);
  await expect(page.getByRole('table').getByRole('columnheader')).toHaveCount(4);
  const refund = page.getByRole('row').filter({ hasText: 'Refund for a returned item' });
  const [what, amount] = [await refund.getByRole('cell').nth(1).boundingBox(), await refund.getByRole('cell').nth(3).boundingBox()];
  expect(Math.abs(what!.y - amount!.y)).toBeLessThan(4);
  await keepScreenshot(page, { path: 'test-results/credit-en-360.png', fullPage: true });
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.getByRole('link', { name: 'Refund for a returned item' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Refund for a returned item');
  await expect(page.getByText('ORD-10488')).toBeVisible();
  await page.getByRole('link', { name: 'Store credit' }).first().click();
  await page.getByRole('link', { name: 'Account details' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Credit account');
  await expect(page.locator('.profile-list')).toContainText('6,000,000 Toman');
  // The account's number names it: no thousands separator (it read "5,000").
  await expect(page.locator('.profile-list dd').first()).toHaveText(/^\d{4,}$/);
  // The site's header is hidden in the member's area, yet a desktop still has the cart and the
  // other language there: the same page in Persian.
  const menu = page.getByRole('complementary');
  await expect(menu.getByRole('button', { name: 'Cart (0)' })).toBeVisible();
  await menu.getByRole('link', { name: 'فارسی' }).click();
  await expect(page).toHaveURL(/^[^?]*\/credit\/account$/);
  expect(new URL(page.url()).pathname).toBe('/credit/account');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('حساب اعتبار');
  await expect(page.locator('.profile-list dd').first()).toHaveText(/^[۰-۹]{4,}$/);
  await expect(page.getByRole('complementary').getByRole('link', { name: 'English' })).toBeVisible();
});

async function signInEn(page: Page, mobile: string) {
  await page.goto('/en/member/signin');
  await signInEnOnPage(page, mobile);
  await expect(page).toHaveURL(/\/en\/dashboard\/order$/);
}

/** The member's favourites as the server has them, read through the API with a fresh sign-in. */
async function serverFavorites(page: Page, mobile: string): Promise<number[]> {
  const token = await apiToken(page, mobile);
  return (await memberGet<{ id: number }[]>(page, token, '/v1/product/en/products/favorites?limit=100')).map((p) => p.id);
}

test('a favourite saved offline reaches the server once after reconnecting; sign-out leaves no private data', async ({ page, context }) => {
  const mobile = '09351234567';
  await signInEn(page, mobile);
  await page.goto('/en/product/1030/x');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await waitForServiceWorker(page);

  await context.setOffline(true);
  const save = page.getByRole('button', { name: 'Save', exact: true });
  await save.click();
  await expect(page.getByRole('button', { name: 'Saved' })).toHaveAttribute('aria-pressed', 'true');
  // Where the change was made, it says it waits; the header counts it, and opens the outbox.
  await expect(page.locator('.favorite-toggle').getByRole('status')).toHaveText('Will be sent when you are online');
  await page.getByRole('banner').getByRole('link', { name: 'Changes to send 1' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const item = page.locator('.outbox-item');
  await expect(item).toHaveCount(1);
  await expect(item).toHaveAttribute('data-status', 'queued');
  await expect(item).toContainText('Waiting for the network');

  await context.setOffline(false);
  await expect(item).toHaveAttribute('data-status', 'sent', { timeout: 15_000 });
  const favorites = await serverFavorites(page, mobile);
  expect(favorites.filter((id) => id === 1030)).toHaveLength(1);

  // An attachment waiting beside its entry (a photo of a box) is the member's too.
  await devicePut(page, 'outboxBlobs', { id: 'blob-1', entry_id: 'entry-1', member: 1, blob: 'png', name: 'box.png', type: 'image/png', size: 3 }, ['blob']);
  expect(await deviceRows(page, ['outboxBlobs'])).toEqual({ outboxBlobs: 1 });
  await page.getByRole('link', { name: 'Sign out' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
  const rows = await deviceRows(page, ['outbox', 'outboxBlobs', 'favorites', 'memberReads']);
  const leftovers = await page.evaluate(async () => {
    const cached: string[] = [];
    for (const name of await caches.keys()) {
      for (const req of await (await caches.open(name)).keys()) {
        if (/\/v1\/.*(favorites|credit)|\/api\/auth\//.test(req.url)) cached.push(req.url);
      }
    }
    return { cached, hint: localStorage.getItem('memberHint') };
  });
  expect({ ...rows, ...leftovers }).toEqual({ outbox: 0, outboxBlobs: 0, favorites: 0, memberReads: 0, cached: [], hint: null });
});

test('signing out in one tab ends the member’s pages in the others at once; signing in again is taken up there', async ({ page, context }) => {
  // A ward's shared computer: the orders open in a second tab must not stay open, acting for the member, after they sign out.
  await page.goto('/en/member/signup');
  await signInEnOnPage(page, freshMobile(), { first: 'Leila', last: 'Sadeghi' });
  await expect(page).toHaveURL(/\/en\/dashboard\/order$/);
  const other = await context.newPage();
  await other.goto('/en/dashboard/order');
  await expect(other.getByRole('heading', { level: 1 })).toHaveText('Your orders');
  // A member who never ordered gets the next step, not tabs counting nothing and a search over none.
  await expect(other.getByText(/^You have not ordered yet\./)).toBeVisible();
  await expect(other.getByRole('link', { name: 'Browse products' })).toBeVisible();
  await expect(other.getByRole('navigation', { name: 'Orders by status' })).toHaveCount(0);
  await expect(other.getByRole('searchbox')).toHaveCount(0);
  // So does their store credit: what it is, not a search over an empty history.
  await page.goto('/en/credit');
  await expect(page.getByText(/^No movements yet\. Refunds and credit from the shop come here/)).toBeVisible();
  await expect(page.getByRole('searchbox')).toHaveCount(0);
  await page.goto('/en/member/signout');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
  // The other tab, untouched, is sent to sign-in (and back to its page afterwards), its member's pages gone.
  await expect(other).toHaveURL(/\/en\/member\/signin\?redirect=/);
  await expect(other.locator('.order-row')).toHaveCount(0);
  // A colleague signs in in the first tab: the waiting one goes on to its page, as them.
  await page.goto('/en/member/signup');
  await signInEnOnPage(page, freshMobile(), { first: 'Amir', last: 'Tehrani' });
  await expect(other).toHaveURL(/\/en\/dashboard\/order$/);
  await expect(other.getByRole('heading', { level: 1 })).toHaveText('Your orders');
  await expect(other.getByText('Signed in as Amir Tehrani')).toBeVisible();
  await expect(other.getByText(/Leila/)).toHaveCount(0);

  // A sign-out while the other tab's page is still loading: its orders were read before the
  // sign-out, and arrive after it. The page must not show them.
  let answered!: () => void;
  const read = new Promise<void>((r) => (answered = r));
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  await context.route(
    /\/v1\/store\/\w+\/orders(\?|$)/,
    async (route) => {
      const response = await route.fetch();
      answered();
      await held;
      await route.fulfill({ response });
    },
    { times: 1 },
  );
  const reloaded = other.reload();
  await read;
  await page.goto('/en/member/signout');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
  release();
  await reloaded;
  await expect(other).toHaveURL(/\/en\/member\/signin\?redirect=/);
  await expect(other.locator('.order-row')).toHaveCount(0);
  await other.close();
});

test('a member page’s intro sits as far under its heading as on the other member pages', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/en/member/signup');
  await signInEnOnPage(page, freshMobile(), { first: 'Nasrin', last: 'Hosseini' });
  await expect(page).toHaveURL(/\/en\/dashboard\/order$/);
  const gaps: Record<string, number> = {};
  for (const path of ['/en/dashboard/outbox', '/en/dashboard/review', '/en/dashboard/recipient', '/en/dashboard/organisation']) {
    await page.goto(path);
    const heading = page.locator('main h1');
    const intro = page.locator('main h1 + p');
    await expect(intro).toBeVisible();
    const [h, p] = [(await heading.boundingBox())!, (await intro.boundingBox())!];
    gaps[path] = Math.round(p.y - (h.y + h.height));
  }
  // Recipients and organisation are flex columns, where the heading's and the intro's margins
  // added up with the gap (49 px against 21).
  const first = Object.values(gaps)[0]!;
  for (const [path, gap] of Object.entries(gaps)) expect(Math.abs(gap - first), `${path}: ${JSON.stringify(gaps)}`).toBeLessThanOrEqual(1);
});

test('credit pages opened online open offline, dated, and sign-out wipes their copies', async ({ page, context }) => {
  await signInEn(page, '09121234567');
  await waitForServiceWorker(page);
  await page.getByRole('link', { name: 'Store credit' }).first().click();
  await expect(page.locator('.balance')).toContainText('6,000,000 Toman');
  await page.getByRole('link', { name: 'Refund for a returned item' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Refund for a returned item');
  await page.getByRole('link', { name: 'Store credit' }).first().click();
  await page.getByRole('link', { name: 'Account details' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Credit account');
  await expect(page.getByText('Saved on this device')).toHaveCount(0);
  // Each page's copy is kept once it is drawn, in a quiet moment (member-reads.ts): the account's is the last.
  await expect.poll(() => savedReads(page)).toContain('account:en');

  await context.setOffline(true);
  await page.goto('/en/credit');
  await expect(page.locator('.balance')).toContainText('6,000,000 Toman');
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(7);
  await expect(page.getByRole('status').filter({ hasText: /^Saved on this device: \d/ })).toBeVisible();
  await page.getByRole('link', { name: 'Refund for a returned item' }).click();
  await expect(page.getByText('ORD-10488')).toBeVisible();
  await page.goto('/en/credit/account');
  await expect(page.locator('.profile-list')).toContainText('6,000,000 Toman');
  // A search never made online is not on the device: the page says so.
  await page.goto('/en/credit?q=gift');
  await expect(page.getByRole('heading', { name: 'This page is not saved on this device' })).toBeVisible();
  await context.setOffline(false);

  await page.goto('/en/member/signout');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
  expect(await deviceRows(page, ['memberReads'])).toEqual({ memberReads: 0 });
});

test('with no page open, the service worker delivers the outbox when the sync fires', async ({ page, context, baseURL }) => {
  const mobile = `0935${String(Date.now()).slice(-7)}`;
  const token = await apiToken(page, mobile, { first: 'Nima', last: 'Karimi' });
  const favorites = async () => (await memberGet<{ id: number }[]>(page, token, '/v1/product/en/products/favorites?limit=100')).map((p) => p.id);
  expect(await favorites()).not.toContain(1025);

  await signInEn(page, mobile);
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  await page.goto('/en/product/1025/x');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Rendered on the server for anybody, the page then shows the member's own header, with no mismatch.
  await expect(page.getByRole('banner').getByRole('link', { name: 'Your account' })).toContainText('Nima');
  expect(errors).toEqual([]);
  await waitForServiceWorker(page);
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Saved' })).toHaveAttribute('aria-pressed', 'true');

  await deliverWithNoPageOpen(page, context, baseURL!, async () => (await favorites()).includes(1025));
  expect(await favorites()).toContain(1025);
  expect((await favorites()).filter((id) => id === 1025)).toHaveLength(1);
});

test('on a new device, favourites the server cannot read just now are not shown as none: the page says so, and Try again reads them', async ({ page, context }) => {
  const mobile = freshMobile();
  // Saved on another device: through the API.
  const token = await apiToken(page, mobile, { first: 'Leila', last: 'Rad' });
  const added = await page.request.post('/v1/product/en/products/1030/addfavorite', { headers: { ...DEV.headers, authorization: `Bearer ${token}` }, data: {} });
  expect(added.ok(), `addfavorite: ${added.status()}`).toBe(true);
  await page.goto('/en/member/signin');
  await signInEnOnPage(page, mobile);
  await expect(page).not.toHaveURL(/signin/);
  // The server fails the favourites' read (a deploy, an overloaded database).
  let failing = true;
  await context.route(/\/v1\/product\/en\/products\/favorites/, (route) =>
    failing ? route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ error: { code: 'unavailable', message: 'Service unavailable' } }) }) : route.fallback(),
  );
  await page.goto('/en/product/favorite');
  await expect(page.getByRole('heading', { level: 1, name: 'Favourites' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'could not be read from the server' })).toBeVisible();
  await expect(page.getByText('None are saved on this device.')).toBeVisible();
  await expect(page.getByText('No favourites yet')).toHaveCount(0);
  failing = false;
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.locator('.product-card')).toHaveCount(1);
  await expect(page.getByRole('status').filter({ hasText: 'could not be read from the server' })).toHaveCount(0);
});
