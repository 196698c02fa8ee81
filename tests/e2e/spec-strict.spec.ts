/**
 * Issue 29: the storefront in front of a backend that serves the spec's calls only, exactly as the
 * spec writes them (the reference server with SPEC_STRICT=true, the second web server of
 * playwright.config.ts). It asks what the backend offers beyond the spec, hears nothing (404), and
 * uses the spec's calls: a cart priced product by product, shipping priced on the device, paths
 * with `fa` where the spec fixes it; a feature with no spec call is hidden with a word.
 */
import type { Page, Response } from '@playwright/test';
import { CALLS, type CallRoute } from '../../contract/calls.ts';
import { expect, test } from './fixtures.ts';
import { addRecipient, freshMobile, LOT_TICKET, signInEnOnPage, signInOnPage, writeTicketOffline } from './members.ts';
import { chooseIn, waitForServiceWorker } from './pages.ts';
import { bigPhoto } from './photos.ts';

const STRICT = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 4180) + 1}`;
test.use({ baseURL: STRICT, viewport: { width: 390, height: 844 } });

/** The language in a call's path where the spec writes `fa` in it, or null for any other path. */
function fixedFaLang(method: string, path: string): string | null {
  for (const call of Object.values(CALLS) as CallRoute[]) {
    if (call.method !== method || !call.faInSpec) continue;
    const pattern = new RegExp(`^/v1${call.path.replace(':lang', '(fa|en)').replace(/:[A-Za-z_]+/g, '[^/]+')}$`);
    const found = pattern.exec(path);
    if (found) return found[1]!;
  }
  return null;
}

/** Every v1 call the pages make, and every refusal among the answers. */
function watchCalls(page: Page) {
  const calls: string[] = [];
  const refused: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname.startsWith('/v1/')) calls.push(`${r.method()} ${url.pathname}`);
  });
  page.on('response', (r: Response) => {
    const url = new URL(r.url());
    if (url.pathname.startsWith('/v1/') && r.status() >= 400) refused.push(`${r.status()} ${r.request().method()} ${url.pathname}${url.search}`);
  });
  return { calls, refused };
}

test('in English, a shopper browses, prices a cart, signs up, checks out with a recipient, another shipping method and a code, pays and finds the order, with the spec’s calls alone', async ({ page }) => {
  test.setTimeout(90_000);
  const { calls, refused } = watchCalls(page);

  // The home page's featured products, read one by one (no list of ids on this backend).
  await page.goto('/en');
  await expect(page.locator('.product-card').first()).toBeVisible();
  // The device asks what the backend offers once and keeps the answer; leaving the page before the
  // answer is kept would ask again on the next one (a CI run left within that moment).
  await expect.poll(() => page.evaluate(() => localStorage.getItem('backendExtensions'))).not.toBeNull();
  await page.goto('/en/search?q=mesh');
  await expect(page.locator('.product-card').first()).toBeVisible();
  // The spec's sorts have no best match: this backend's search lists the newest first.
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('newest');
  await expect(page.getByRole('combobox', { name: 'Sort by' }).locator('option', { hasText: 'Best match' })).toHaveCount(0);
  // The FAQ is asked at the spec's fa path: this backend answers it in Persian, shown as it came.
  await page.goto('/en/faq');
  await expect(page.locator('details, .faq-item').first()).toBeVisible();

  // The cart is priced with the spec's product call.
  await page.goto('/en/product/1027/x');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hypoallergenic fabric tape 5 cm');
  await page.getByLabel('Quantity').fill('2');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await page.getByRole('button', { name: 'Cart (2)' }).click();
  const drawer = page.getByRole('dialog', { name: 'Your cart' });
  await expect(drawer).toContainText('370,000');
  await drawer.getByRole('link', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/en\/member\/signin\?redirect=/);
  await signInEnOnPage(page, freshMobile(), { first: 'Sara', last: 'Ahmadi' });
  await expect(page).toHaveURL(/\/en\/order\/checkout$/);
  // Its outline names no organisation read for the inline script: this backend has none.
  expect(await (await page.request.get('/en/order/checkout')).text()).not.toContain('data-reads');
  await page.getByRole('button', { name: 'Continue to delivery' }).click();

  // A recipient, with the provinces and cities of the spec's fa paths (in Persian here).
  await addRecipient(page, { province: 'تهران', city: 'تهران' });

  // The hospital courier instead of the default post: the spec's pricing knows only the default,
  // so the device puts the chosen method's price in. 2 × 185,000, 10% off, 10% value-added tax, courier 240,000 Toman.
  await page.getByRole('radio', { name: /پیک ویژه بیمارستانی/ }).check();
  await page.getByLabel('Discount code').fill('WELCOME10');
  await page.getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(page.locator('.code-applied')).toContainText('WELCOME10');
  await page.getByRole('button', { name: 'Continue to review' }).click();
  await expect(page.getByRole('heading', { name: 'Review your order' })).toBeVisible();
  await expect(page.locator('.totals .total').last()).toContainText('606,300 Toman');

  await page.getByRole('button', { name: 'Place the order' }).click();
  await expect(page.getByRole('heading', { name: /^Order .* is placed: pay 606,300 Toman$/ })).toBeVisible();
  // Paying from store credit is this server's extension: not offered here.
  await expect(page.getByRole('button', { name: 'Pay from store credit' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Pay online' }).click();
  // The payment is started at the spec's fa path: this backend's gateway, and its way back, are
  // Persian; the tab remembers the order was paid in English and shows the English result.
  await expect(page.getByRole('heading', { name: 'درگاه پرداخت آزمایشی' })).toBeVisible();
  await page.getByRole('button', { name: 'پرداخت', exact: true }).click();
  await expect(page).toHaveURL(/\/en\/order\/result\?order_id=\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Order .* is paid$/);
  await page.goto('/en/dashboard/order');
  await page.locator('.order-row-link').first().click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Paid');

  // The new ticket form lists the units and categories the store configured (no spec call lists them).
  await page.goto('/en/dashboard/ticket/new');
  await chooseIn(page, 'Which unit should answer?', 'Quality control');
  await chooseIn(page, 'What is it about?', 'A faulty lot');

  // The inbox is this server's extension: the page says it is not available.
  await page.goto('/en/dashboard/notifications');
  await expect(page.getByText('Notifications are not available in this store.', { exact: false })).toBeVisible();

  // Only the spec's calls, as the spec writes them: fa where it fixes fa; nothing refused but the
  // question of what the backend offers beyond the spec.
  expect(calls.some((call) => fixedFaLang(...(call.split(' ') as [string, string])) === 'fa')).toBe(true);
  expect(calls.filter((call) => fixedFaLang(...(call.split(' ') as [string, string])) === 'en')).toEqual([]);
  // (422: the code of a new number, answered with the name step, as on any backend.)
  // The question is asked once: the device keeps the answer.
  expect(refused.filter((r) => !r.startsWith('422 POST /v1/member/fa/otp/verify'))).toEqual(['404 GET /v1/general/fa/capabilities']);
});

test('offline, a member writes a ticket with a photo; back online it is delivered as the spec’s calls take it: its text, then its file', async ({ page, context }) => {
  const { refused } = watchCalls(page);
  await page.goto('/en/member/signup');
  await signInEnOnPage(page, freshMobile(), { first: 'Nasrin', last: 'Jafari' });
  await expect(page).toHaveURL(/\/en\/dashboard\/order$/);
  await waitForServiceWorker(page);
  await page.getByRole('link', { name: 'Support tickets' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Support tickets' })).toBeVisible();
  const photo = await bigPhoto(page);

  await writeTicketOffline(page, context, photo);

  // Back online: the text goes as JSON, then the photo with PUT tickets/replies/{id}/attachment
  // (sent by the page, or by the service worker when the browser fires its sync first).
  const sent = context.waitForEvent('request', (r) => r.method() === 'PUT' && /\/v1\/ticketing\/fa\/tickets\/replies\/\d+\/attachment$/.test(r.url()));
  await context.setOffline(false);
  await sent;
  await expect(page.getByRole('list', { name: 'Tickets waiting to be sent' })).toHaveCount(0, { timeout: 15_000 });
  await page.locator('.ticket-row-link').filter({ hasText: LOT_TICKET.title }).click();
  // The thread, from the server, holds the photo; this backend has no call to download it.
  const file = page.locator('.thread .file-chip');
  await expect(file).toContainText('box.jpg');
  await expect(file).toContainText('(downloading is not available here)');
  expect(refused.filter((r) => !r.startsWith('422 POST /v1/member/fa/otp/verify') && !r.endsWith('/capabilities'))).toEqual([]);
});

test('in Persian, a member filters a category, compares two guidewires, saves a favourite, writes a review and deletes it, and reads their store credit, with the spec’s calls alone', async ({ page }) => {
  test.setTimeout(90_000);
  const { calls, refused } = watchCalls(page);

  // Filters, in the phone's sheet: the spec's product list with its filters.
  await page.goto('/product/category/hydrophilic-guidewires/hydrophilic-guidewires');
  await page.getByRole('button', { name: 'فیلترها' }).click();
  const sheet = page.getByRole('dialog', { name: 'فیلتر محصولات' });
  await sheet.getByText('فقط کالاهای موجود').click();
  await expect(page).toHaveURL(/stock=true/);
  await sheet.getByRole('button', { name: /^نمایش/ }).click();
  await expect(page.getByRole('button', { name: 'فیلترها (۱)' })).toBeVisible();

  // Compare: kept on the device, its products read one by one with the spec's product call.
  const cards = page.locator('.product-card');
  await cards.nth(0).getByRole('button', { name: /^مقایسه / }).click();
  await cards.nth(1).getByRole('button', { name: /^مقایسه / }).click();
  await page.getByRole('link', { name: 'مقایسه ۲' }).click();
  await expect(page).toHaveURL(/\/compare/);
  await expect(page.getByRole('table').getByRole('columnheader')).toHaveCount(2);

  // A member (the demo's, with store credit).
  await page.goto('/credit');
  await expect(page).toHaveURL(/\/member\/signin\?redirect=/);
  await signInOnPage(page, '09121234567', 'fa');
  await expect(page).toHaveURL(/\/credit$/);
  // Store credit at the spec's fa paths.
  await expect(page.locator('.balance')).toContainText('۶٬۰۰۰٬۰۰۰');
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(7);

  // A favourite: added with the call the spec needs, listed and removed with the spec's.
  await page.goto('/product/1030/x');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'ذخیره', exact: true }).click();
  await expect(page.getByRole('button', { name: 'ذخیره شد' })).toHaveAttribute('aria-pressed', 'true');
  const title = (await page.getByRole('heading', { level: 1 }).textContent())!;
  await page.goto('/product/favorite');
  await expect(page.locator('.product-card').filter({ hasText: title })).toHaveCount(1);

  // A review: written with the spec's call and shown on the product page (the member's own are
  // read with the spec's call and picked for this product on the device), then deleted at the
  // spec's fa path.
  await page.goto('/product/1041/x');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('مش کف لگن از پیش برش‌خورده');
  // The reviews' code comes as the reader scrolls near them (ui/near-part.tsx); then the member's form.
  await page.getByRole('heading', { name: 'دیدگاه‌ها', exact: true }).scrollIntoViewIfNeeded();
  const text = `مش سبک، جای‌گذاری آسان ${Date.now()}`;
  await page.locator('.star-input label').nth(3).click();
  await page.getByLabel('دیدگاه شما', { exact: true }).fill(text);
  await page.getByRole('button', { name: 'ثبت دیدگاه' }).click();
  // Delivered (not only waiting on the device, which a navigation would interrupt) and published.
  await expect(page.locator('.review-list .review:not(.is-mine)').filter({ hasText: text })).toHaveCount(1, { timeout: 15_000 });
  await page.goto('/dashboard/review');
  const mine = page.locator('.my-review-item').filter({ hasText: text });
  await expect(mine.locator('.my-review-product')).toContainText('مش کف لگن از پیش برش‌خورده');
  await mine.getByRole('button', { name: 'حذف' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'حذف' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'دیدگاه شما حذف شد' })).toBeVisible();
  await expect(page.locator('.my-review').filter({ hasText: text })).toHaveCount(0);

  // The favourite delivered: by this page, or, when the page was left while sending it, by the
  // worker's sync, whose requests Playwright does not report (a run's `calls` had no favourite).
  // This backend answers the spec's calls alone: any other would be refused, and kept as refused.
  await page.goto('/dashboard/outbox');
  await expect(page.locator('.outbox-item').filter({ hasText: 'افزودن به علاقه‌مندی‌ها' }).filter({ hasText: title })).toHaveAttribute('data-status', 'sent', { timeout: 15_000 });
  expect(calls.some((c) => /^DELETE \/v1\/product\/fa\/products\/reviews\/\d+$/.test(c))).toBe(true);
  expect(refused).toEqual(['404 GET /v1/general/fa/capabilities']);
});
