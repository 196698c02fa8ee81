import { type Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { DEV, freshMobile, lastCode, signInEnOnPage } from './members.ts';
import { a11yProblems } from './pages.ts';

test.use({ viewport: { width: 390, height: 844 } });

/** A large photo (2400 × 1800 PNG) made in the browser, as a phone's camera would give one. */
async function bigPhoto(page: Page): Promise<Buffer> {
  const b64 = await page.evaluate(() => {
    const c = document.createElement('canvas');
    c.width = 2400;
    c.height = 1800;
    const g = c.getContext('2d')!;
    g.fillStyle = '#0f766e';
    g.fillRect(0, 0, 2400, 1800);
    g.fillStyle = '#fff';
    g.fillRect(200, 200, 800, 600);
    return c.toDataURL('image/png').split(',')[1]!;
  });
  return Buffer.from(b64, 'base64');
}

/** An access token for `mobile`, signed in through the API as another device would. */
async function apiToken(page: Page, mobile: string): Promise<string> {
  const api = page.request;
  const id = crypto.randomUUID();
  await api.post(`/v1/general/en/captcha/${id}`, { headers: DEV.headers, data: {} });
  const answer = ((await (await api.get(`/api/dev/captcha/${id}`, DEV)).json()) as { answer: string }).answer;
  expect((await api.post('/v1/member/en/otp/send', { headers: DEV.headers, data: { mobile_number: mobile, captcha_id: id, captcha_value: answer } })).status()).toBe(200);
  const verified = await api.post('/v1/member/en/otp/verify', { headers: DEV.headers, data: { mobile_number: mobile, code: await lastCode(page, mobile) } });
  return ((await verified.json()) as { data: { access_token: string } }).data.access_token;
}

async function choose(page: Page, label: string, text: string) {
  const box = page.getByRole('combobox', { name: label });
  await box.click();
  // antd ignores clicks while its dropdown is still animating in: wait until it has settled.
  await expect(page.locator('.ant-select-dropdown:visible')).not.toHaveClass(/-(enter|appear)/);
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: text }).click();
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
}

test('offline, a member writes a ticket with a photo and closes the page; back online it arrives once, with its photo made smaller', async ({ page, context }) => {
  const mobile = freshMobile();
  await page.goto('/en/member/signup');
  await signInEnOnPage(page, mobile, { first: 'Nasrin', last: 'Jafari' });
  await expect(page).toHaveURL(/\/en\/dashboard\/order$/);
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, null, { timeout: 15_000 });
  await page.getByRole('link', { name: 'Support tickets' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Support tickets' })).toBeVisible();
  await expect(page.getByText('No tickets yet.')).toBeVisible();
  const photo = await bigPhoto(page);

  await context.setOffline(true);
  await page.getByRole('link', { name: 'New ticket' }).click();
  await expect(page.getByText('You are offline: write your ticket now')).toBeVisible();
  await choose(page, 'What is it about?', 'A faulty lot');
  await choose(page, 'Which unit should answer?', 'Quality control');
  await page.getByLabel('Title').fill('Torn packs in lot 24B-118');
  await page.getByLabel('Describe the problem or the request').fill('Two sterile packs arrived torn; photo attached.');
  await page.locator('input[type=file]').setInputFiles({ name: 'box.png', mimeType: 'image/png', buffer: photo });
  await expect(page.locator('.attachment-previews li')).toHaveCount(1);
  await expect(page.locator('.attachment-previews')).toContainText('box.jpg');
  await page.screenshot({ path: 'test-results/ticket-new-offline-390.png', fullPage: true });
  await page.getByRole('button', { name: 'Send the ticket' }).click();
  await expect(page.getByRole('list', { name: 'Tickets waiting to be sent' })).toContainText('Torn packs in lot 24B-118');
  await page.close();

  await context.setOffline(false);
  const again = await context.newPage();
  await again.goto('/en/dashboard/ticket');
  await expect(again.locator('.ticket-row-link').filter({ hasText: 'Torn packs in lot 24B-118' })).toBeVisible({ timeout: 15_000 });
  // Through the API: one ticket, its photo attached, smaller than the original.
  const token = await apiToken(again, mobile);
  const auth = { headers: { ...DEV.headers, authorization: `Bearer ${token}` } };
  const list = (await (await again.request.get('/v1/ticketing/en/tickets', auth)).json()) as { data: { id: number; title: string }[] };
  expect(list.data.map((t) => t.title)).toEqual(['Torn packs in lot 24B-118']);
  const detail = (await (await again.request.get(`/v1/ticketing/en/tickets/${list.data[0]!.id}`, auth)).json()) as {
    data: { replies: { attachments: { name: string; content_type: string; size: number }[] }[] };
  };
  expect(detail.data.replies[0]!.attachments).toEqual([expect.objectContaining({ name: 'box.jpg', content_type: 'image/jpeg' })]);
  expect(detail.data.replies[0]!.attachments[0]!.size).toBeLessThan(photo.length);
  await again.locator('.ticket-row-link').first().click();
  await expect(again.getByRole('button', { name: 'Download box.jpg' })).toBeVisible();
});

test('a reply queued offline to a ticket staff closed meanwhile is kept as refused, with the reason; filters survive a reload', async ({ page, context }) => {
  const mobile = freshMobile();
  await page.goto('/en/member/signup');
  await signInEnOnPage(page, mobile, { first: 'Omid', last: 'Rahimi' });
  await page.goto('/en/dashboard/ticket/new');
  await choose(page, 'What is it about?', 'An order');
  await choose(page, 'Which unit should answer?', 'Shipping and warehouse');
  await page.getByLabel('Title').fill('Delivery time');
  await page.getByLabel('Describe the problem or the request').fill('When does the courier come?');
  await page.getByRole('button', { name: 'Send the ticket' }).click();
  const row = page.locator('.ticket-row-link').filter({ hasText: 'Delivery time' });
  await expect(row).toBeVisible({ timeout: 15_000 });
  await row.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Delivery time');
  const ticketId = Number(new URL(page.url()).searchParams.get('id'));

  await context.setOffline(true);
  await page.getByLabel('Your reply').fill('Any news?');
  await page.getByRole('button', { name: 'Send the reply' }).click();
  const queued = page.locator('.thread-item[data-status]');
  await expect(queued).toHaveAttribute('data-status', 'queued');
  await expect(queued).toContainText('Waiting for the network');
  // Meanwhile, the support desk closes the ticket.
  expect((await page.request.post(`/api/dev/tickets/${ticketId}/staff-reply`, { ...DEV, data: { description: 'Delivered this morning.', status: 3 } })).ok()).toBe(true);
  await context.setOffline(false);
  await expect(queued).toHaveAttribute('data-status', 'failed', { timeout: 15_000 });
  await expect(queued.getByRole('alert')).toContainText('This ticket is closed');
  await page.screenshot({ path: 'test-results/ticket-reply-refused-390.png', fullPage: true });

  // Filters in the URL survive a reload.
  await page.goto('/en/dashboard/ticket');
  await choose(page, 'Unit', 'Shipping and warehouse');
  await expect(page).toHaveURL(/unit=4/);
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Unit' })).toBeVisible();
  await expect(page.locator('.filter-field').first()).toContainText('Shipping and warehouse');
  await expect(page.locator('.ticket-row-link')).toHaveCount(1);
});

test('the demo member’s tickets read right to left in Persian on a small phone, and on a desktop in English', async ({ page }) => {
  await page.goto('/en/member/signin');
  await signInEnOnPage(page, '09121234567');
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/dashboard/ticket');
  await expect(page.getByRole('heading', { level: 1, name: 'درخواست‌های پشتیبانی' })).toBeVisible();
  await expect(page.locator('.ticket-row-link')).toHaveCount(3);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.screenshot({ path: 'test-results/tickets-fa-360.png', fullPage: true });
  // The date range picks Jalali days in Persian; the URL keeps Gregorian ones.
  await page.getByLabel('ثبت‌شده از').click();
  const header = page.locator('.ant-picker-dropdown:visible .ant-picker-header-view').first();
  await expect(header).toContainText('1405');
  await expect(header).toContainText(/فروردین|اردیبهشت|خرداد|تیر|مرداد|شهریور|مهر|آبان|آذر|دی|بهمن|اسفند/);
  await page.screenshot({ path: 'test-results/tickets-date-fa-360.png' });
  // antd ignores clicks while its dropdown is still animating in: wait until it has settled.
  await expect(page.locator('.ant-picker-dropdown:visible')).not.toHaveClass(/-(enter|appear)/);
  await page.locator('.ant-picker-dropdown:visible .ant-picker-cell-today').click();
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tehran' }).format(new Date());
  await expect(page).toHaveURL(new RegExp(`from=${today}`));
  await expect(page.getByText('درخواستی پیدا نشد.')).toBeVisible();
  await page.getByRole('button', { name: 'پاک کردن فیلترها' }).click();
  await expect(page.locator('.ticket-row-link')).toHaveCount(3);
  expect(await a11yProblems(page)).toEqual([]);
  await page.locator('.ticket-row-link').filter({ hasText: 'لات 24B-118' }).click();
  await expect(page.locator('.thread-item')).toHaveCount(3);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.screenshot({ path: 'test-results/ticket-detail-fa-360.png', fullPage: true });
  expect(await a11yProblems(page)).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/en/dashboard/ticket?status=7,3');
  await expect(page.locator('.ticket-row-link')).toHaveCount(2);
  await page.screenshot({ path: 'test-results/tickets-en-desktop.png', fullPage: true });

  // A ticket about one of the member's orders, chosen in the form.
  await page.goto('/en/dashboard/ticket/new');
  await choose(page, 'What is it about?', 'An order');
  await choose(page, 'Which unit should answer?', 'Shipping and warehouse');
  await choose(page, 'About an order (optional)', 'ORD-10488');
  await page.getByLabel('Title').fill('Invoice copy for ORD-10488');
  await page.getByLabel('Describe the problem or the request').fill('Please send a stamped copy of the invoice.');
  await page.screenshot({ path: 'test-results/ticket-new-en-desktop.png', fullPage: true });
  await page.getByRole('button', { name: 'Send the ticket' }).click();
  await page.locator('.ticket-row-link').filter({ hasText: 'Invoice copy for ORD-10488' }).click();
  await expect(page.getByRole('link', { name: 'About order ORD-10488' })).toBeVisible();
});
