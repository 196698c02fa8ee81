import { expect, test } from './fixtures.ts';
import type { Page, Request } from '@playwright/test';
import { apiTicket, apiToken, deliverWithNoPageOpen, freshMobile, LOT_TICKET, memberGet, signInEnOnPage, writeTicketOffline } from './members.ts';
import { a11yProblems, chooseIn, keepScreenshot, waitForServiceWorker } from './pages.ts';
import { bigPhoto, noisyPhoto } from './photos.ts';
import { answerTicket } from './staff.ts';
import { deviceValues } from './device-db.ts';

test.use({ viewport: { width: 390, height: 844 } });

/** A member who has just signed up, on the ticket form with an order's question filled in (not sent). */
async function newMemberWritesTicket(page: Page, name: { first: string; last: string }, title: string, text: string) {
  await page.goto('/en/member/signup');
  await signInEnOnPage(page, freshMobile(), name);
  await page.goto('/en/dashboard/ticket/new');
  await chooseIn(page, 'What is it about?', 'An order');
  await chooseIn(page, 'Which unit should answer?', 'Shipping and warehouse');
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Describe the problem or the request').fill(text);
}

test('offline, a member writes a ticket with a photo and closes the site; back online the worker delivers it once, with its photo made smaller', async ({ page, context, baseURL }) => {
  const mobile = freshMobile();
  await page.goto('/en/member/signup');
  await signInEnOnPage(page, mobile, { first: 'Nasrin', last: 'Jafari' });
  await expect(page).toHaveURL(/\/en\/dashboard\/order$/);
  await waitForServiceWorker(page);
  await page.getByRole('link', { name: 'Support tickets' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Support tickets' })).toBeVisible();
  // No ticket yet: the next step, not filters above an empty list.
  await expect(page.getByText(/^You have no tickets yet\./)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Write your first ticket' })).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Search tickets' })).toHaveCount(0);
  await keepScreenshot(page, { path: 'test-results/tickets-empty-en-390.png' });
  const photo = await bigPhoto(page);
  const token = await apiToken(page, mobile);
  const tickets = () => memberGet<{ id: number; title: string }[]>(page, token, '/v1/ticketing/en/tickets');

  await writeTicketOffline(page, context, photo, async () => {
    const chosen = page.locator('.attachment-picker .file-item');
    await expect(chosen).toHaveCount(1);
    await expect(chosen.locator('img')).toBeVisible();
    await keepScreenshot(page, { path: 'test-results/ticket-new-offline-390.png', fullPage: true });
  });

  // The member closes the site; the network comes back; the service worker delivers, once.
  await deliverWithNoPageOpen(page, context, baseURL!, async () => (await tickets()).length > 0);
  const list = await tickets();
  expect(list.map((t) => t.title)).toEqual([LOT_TICKET.title]);
  const detail = await memberGet<{ replies: { attachments: { name: string; content_type: string; size: number }[] }[] }>(page, token, `/v1/ticketing/en/tickets/${list[0]!.id}`);
  expect(detail.replies[0]!.attachments).toEqual([expect.objectContaining({ name: 'box.jpg', content_type: 'image/jpeg' })]);
  expect(detail.replies[0]!.attachments[0]!.size).toBeLessThan(photo.length);

  // Opened again, the site shows the ticket sent: in the list, no longer waiting, its photo in the thread.
  const again = await context.newPage();
  await again.goto('/en/dashboard/ticket');
  await expect(again.locator('.ticket-row-link').filter({ hasText: 'Torn packs in lot 24B-118' })).toBeVisible();
  await expect(again.getByRole('list', { name: 'Tickets waiting to be sent' })).toHaveCount(0);
  await again.locator('.ticket-row-link').first().click();
  await expect(again.getByRole('button', { name: 'Download box.jpg' })).toBeVisible();
});

test('on a slow link, a reply’s photo shows its upload’s progress in the thread until it is sent', async ({ page, context }) => {
  const mobile = freshMobile();
  await page.goto('/en/member/signup');
  await signInEnOnPage(page, mobile, { first: 'Reza', last: 'Ahmadi' });
  await expect(page).toHaveURL(/\/en\/dashboard\/order$/);
  const token = await apiToken(page, mobile);
  const ticketId = await apiTicket(page, token, 'en', { title: 'Certificate for lot 7', description: 'Please send the sterilisation certificate.' });
  await page.goto(`/en/dashboard/ticket/detail?id=${ticketId}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Certificate for lot 7');
  const photo = await noisyPhoto(page);
  expect(photo.length).toBeGreaterThan(400_000);

  // About 100 KB/s up: the photo takes seconds.
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 100, downloadThroughput: 200_000, uploadThroughput: 100_000 });
  await page.getByLabel('Your reply').fill('The label, photographed.');
  await page.locator('input[type=file]').setInputFiles({ name: 'label.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(page.locator('.attachment-picker .file-item')).toContainText('label.jpg');
  await page.getByRole('button', { name: 'Send the reply' }).click();
  const queued = page.locator('.thread-item[data-status]');
  await expect(queued).toHaveAttribute('data-status', 'sending');
  const bar = queued.getByRole('progressbar');
  await expect(bar).toBeVisible();
  await expect.poll(async () => Number(await bar.getAttribute('aria-valuenow')), { timeout: 15_000 }).toBeGreaterThan(0);
  await expect(queued).toContainText(/Sending… \d+%/);
  await keepScreenshot(page, { path: 'test-results/ticket-reply-uploading-390.png', fullPage: true });

  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
  await expect(page.locator('.thread-item').filter({ hasText: 'The label, photographed.' }).getByRole('button', { name: 'Download label.jpg' })).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('.thread-item[data-status]')).toHaveCount(0);
});

test('a reply queued offline to a ticket staff closed meanwhile is kept as refused, with the reason; filters survive a reload', async ({ page, context }) => {
  await newMemberWritesTicket(page, { first: 'Omid', last: 'Rahimi' }, 'Delivery time', 'When does the courier come?');
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
  // Meanwhile, the support desk answers (in Persian, beginning with a lot number) and closes the ticket.
  const answer = 'LOT 2026-118 امروز صبح تحویل شد.';
  await answerTicket(ticketId, answer, 3);
  await context.setOffline(false);
  await expect(queued).toHaveAttribute('data-status', 'failed', { timeout: 15_000 });
  await expect(queued.getByRole('alert')).toContainText('This ticket is closed');
  // The answer shows on the open thread without a reload, right to left, its lot number isolated.
  const staffAnswer = page.locator('.thread-text').filter({ hasText: 'امروز صبح تحویل شد' });
  await expect(staffAnswer).toBeVisible({ timeout: 15_000 });
  await expect(staffAnswer).toHaveAttribute('dir', 'rtl');
  await expect(staffAnswer.locator('bdi[dir=ltr]')).toHaveText('2026-118');
  await keepScreenshot(page, { path: 'test-results/ticket-reply-refused-390.png', fullPage: true });

  // The desk opens the ticket again; the member's Try again delivers the refused reply (with a new
  // Idempotency-Key: the server keeps a refusal as its key's answer, and would only replay it).
  await answerTicket(ticketId, 'Opened again: send your question.', 1);
  await queued.getByRole('button', { name: 'Try again' }).click();
  await expect(page.locator('.thread-item[data-status]')).toHaveCount(0, { timeout: 15_000 });
  await expect(page.locator('.thread-text').filter({ hasText: 'Any news?' })).toHaveCount(1);

  // Filters in the URL survive a reload.
  await page.goto('/en/dashboard/ticket');
  // On a phone the fields fold behind one button.
  await expect(page.getByRole('combobox', { name: 'Unit' })).toBeHidden();
  await page.getByRole('button', { name: 'Filters', exact: true }).click();
  await page.getByRole('combobox', { name: 'Unit' }).selectOption({ label: 'Shipping and warehouse' });
  await expect(page).toHaveURL(/unit=4/);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Filters (1)' })).toHaveAttribute('aria-expanded', 'false');
  await page.getByRole('button', { name: 'Filters (1)' }).click();
  await expect(page.getByRole('combobox', { name: 'Unit' }).locator('option:checked')).toHaveText('Shipping and warehouse');
  await expect(page.locator('.ticket-row-link')).toHaveCount(1);
  // The answer was read on the thread: no cue. Staff write again while the member is elsewhere: the list marks it.
  await expect(page.locator('.ticket-row-link .new-answer')).toHaveCount(0);
  await answerTicket(ticketId, 'The invoice is attached.', 3);
  // The list is read once: the ticket and the reply this member's outbox delivered earlier are not
  // taken for deliveries now (the page read the list a second time, and a tap on a ticket during
  // that second read was lost, once in a run).
  const listReads: string[] = [];
  const countList = (r: Request) => {
    if (r.method() === 'GET' && /\/v1\/ticketing\/[a-z]+\/tickets(\?|$)/.test(r.url())) listReads.push(r.url());
  };
  page.on('request', countList);
  await page.reload();
  await expect(page.locator('.ticket-row-link .new-answer')).toHaveText('New answer');
  await page.locator('.ticket-row-link').click();
  await expect(page.locator('.thread-text').filter({ hasText: 'The invoice is attached.' })).toBeVisible();
  page.off('request', countList);
  expect(listReads).toHaveLength(1);
  await page.goBack();
  await expect(page.locator('.ticket-row-link')).toHaveCount(1);
  await expect(page.locator('.ticket-row-link .new-answer')).toHaveCount(0);
});

test('a ticket delivered while its list is on its way is in the list that shows', async ({ page, context }) => {
  await newMemberWritesTicket(page, { first: 'Leila', last: 'Karimi' }, 'Late courier', 'The courier did not come today.');
  // The race a busy phone meets by chance, made certain: the list is answered by the server before
  // the ticket arrives there, and reaches the page only once the device has marked it delivered.
  // The page must not take that delivery for one its list already holds.
  let answerList!: () => void;
  const listAnswered = new Promise<void>((resolve) => (answerList = resolve));
  let held = false;
  await context.route(/\/v1\/ticketing\/[a-z]+\/tickets(\?|$)/, async (route) => {
    if (route.request().method() === 'POST') {
      await listAnswered;
      return route.continue();
    }
    if (held) return route.continue();
    held = true;
    const response = await route.fetch();
    answerList();
    await expect
      .poll(
        () =>
          deviceValues<{ kind: string; status: string }>(page, 'outbox').then((entries) => entries.filter((e) => e.kind === 'ticket.create').map((e) => e.status)),
        { timeout: 15_000 },
      )
      .toEqual(['sent']);
    await route.fulfill({ response });
  });
  await page.getByRole('button', { name: 'Send the ticket' }).click();
  await expect(page.locator('.ticket-row-link').filter({ hasText: 'Late courier' })).toBeVisible({ timeout: 15_000 });
});

test('the demo member’s tickets read right to left in Persian on a small phone, and on a desktop in English', async ({ page }) => {
  await page.goto('/en/member/signin');
  await signInEnOnPage(page, '09121234567');
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/dashboard/ticket');
  await expect(page.getByRole('heading', { level: 1, name: 'درخواست‌های پشتیبانی' })).toBeVisible();
  await expect(page.locator('.ticket-row-link')).toHaveCount(3);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  // The list, not the filters, fills the first screen: the unit, status and date fields fold
  // behind one button (the sort stays beside it), and two tickets show above the bottom bar.
  const barTop = (await page.locator('.bottom-nav').boundingBox())!.y;
  const second = (await page.locator('.ticket-row-link').nth(1).boundingBox())!;
  expect(second.y + second.height).toBeLessThanOrEqual(barTop);
  await expect(page.getByLabel('ثبت‌شده از')).toBeHidden();
  await expect(page.getByRole('combobox', { name: 'مرتب‌سازی' })).toBeVisible();
  await keepScreenshot(page, { path: 'test-results/tickets-fa-360.png', fullPage: true });
  const toggle = page.getByRole('button', { name: 'فیلترها', exact: true });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  // The date range picks Jalali days in Persian; the URL keeps Gregorian ones.
  await page.getByLabel('ثبت‌شده از').click();
  const header = page.locator('.ant-picker-dropdown:visible .ant-picker-header-view').first();
  // In Persian digits, as every date on the site: the year, and the days.
  await expect(header).toContainText('۱۴۰۵');
  await expect(page.locator('.ant-picker-dropdown:visible .ant-picker-cell-today')).toHaveText(/^[۰-۹]{1,2}$/);
  await expect(header).toContainText(/فروردین|اردیبهشت|خرداد|تیر|مرداد|شهریور|مهر|آبان|آذر|دی|بهمن|اسفند/);
  await keepScreenshot(page, { path: 'test-results/tickets-date-fa-360.png' });
  // antd ignores clicks while its dropdown is still animating in: wait until it has settled.
  await expect(page.locator('.ant-picker-dropdown:visible')).not.toHaveClass(/-(enter|appear)/);
  await page.locator('.ant-picker-dropdown:visible .ant-picker-cell-today').click();
  // Today as the picker knows it: the browser's own day (in its time zone, not the server's).
  const today = await page.evaluate(() => new Date().toLocaleDateString('en-CA'));
  await expect(page).toHaveURL(new RegExp(`from=${today}`));
  await expect(page.getByLabel('ثبت‌شده از')).toHaveValue(/^۱۴۰[۵-۶]\/[۰-۹]{2}\/[۰-۹]{2}$/);
  await expect(page.getByText('درخواستی پیدا نشد.')).toBeVisible();
  // The button counts the fields in use, in Persian digits.
  await expect(page.getByRole('button', { name: 'فیلترها (۱)' })).toBeVisible();
  // Reloaded, the field writes the day as the picker did, before the picker's code has loaded.
  const written = await page.getByLabel('ثبت‌شده از').inputValue();
  await page.reload();
  await expect(page.getByText('درخواستی پیدا نشد.')).toBeVisible();
  await expect(page.locator('.ant-picker')).toHaveCount(0);
  await expect(page.getByLabel('ثبت‌شده از')).toHaveValue(written);
  await page.getByRole('button', { name: 'پاک کردن فیلترها' }).click();
  await expect(page.locator('.ticket-row-link')).toHaveCount(3);
  // The picker's panel fades out over the list: axe judges the list once it has gone.
  await expect(page.locator('.ant-picker-dropdown:visible')).toHaveCount(0);
  expect(await a11yProblems(page)).toEqual([]);
  await page.locator('.ticket-row-link').filter({ hasText: 'لات 24B-118' }).click();
  await expect(page.locator('.thread-item')).toHaveCount(3);
  // The lot number in the title stays whole on a narrow line (not "24B-" on one and "118" on the next).
  const lot = page.getByRole('heading', { level: 1 }).locator('bdi', { hasText: '24B-118' });
  expect(await lot.evaluate((el) => el.getClientRects().length)).toBe(1);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await keepScreenshot(page, { path: 'test-results/ticket-detail-fa-360.png', fullPage: true });
  expect(await a11yProblems(page)).toEqual([]);
  // The form for a new ticket, and the member's reviews, in Persian on the small phone.
  await page.goto('/dashboard/ticket/new');
  await expect(page.getByRole('heading', { level: 1, name: 'درخواست تازه' })).toBeVisible();
  // Sent empty: the first field to fill has the focus and says why, in Persian.
  await page.getByRole('button', { name: 'ارسال درخواست' }).click();
  const subject = page.getByLabel('موضوع درخواست');
  await expect(subject).toBeFocused();
  await expect(subject).toHaveAccessibleDescription('موضوع درخواست را انتخاب کنید.');
  await page.locator('input[type=file]').setInputFiles({ name: 'box.png', mimeType: 'image/png', buffer: await bigPhoto(page) });
  await expect(page.locator('.attachment-picker .file-item')).toHaveCount(1);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await keepScreenshot(page, { path: 'test-results/ticket-new-fa-360.png', fullPage: true });
  expect(await a11yProblems(page)).toEqual([]);
  await page.goto('/dashboard/review');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await keepScreenshot(page, { path: 'test-results/my-reviews-fa-360.png', fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/en/dashboard/ticket?status=7,3');
  await expect(page.locator('.ticket-row-link')).toHaveCount(2);
  // The statuses chosen are said in the field; unfolded, one more is ticked, one untaken.
  const status = page.getByRole('group', { name: 'Status' });
  await expect(page.getByText('Closed, Resolved', { exact: true })).toBeVisible();
  await page.getByText('Closed, Resolved', { exact: true }).click();
  await expect(status.getByRole('checkbox', { name: 'Resolved' })).toBeChecked();
  await keepScreenshot(page, { path: 'test-results/tickets-en-desktop.png', fullPage: true });
  await status.getByRole('checkbox', { name: 'Closed' }).uncheck();
  await expect(page).toHaveURL(/status=7$/);
  await expect(page.locator('.ticket-row-link')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(status).toBeHidden();
  await expect(page.locator('.choices-menu summary')).toHaveText('Resolved');
  await expect(page.locator('.choices-menu summary')).toBeFocused();
  await page.goto('/en/dashboard/review');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await keepScreenshot(page, { path: 'test-results/my-reviews-en-desktop.png', fullPage: true });

  // A ticket about one of the member's orders, chosen in the form.
  await page.goto('/en/dashboard/ticket/new');
  await chooseIn(page, 'What is it about?', 'An order');
  await chooseIn(page, 'Which unit should answer?', 'Shipping and warehouse');
  await chooseIn(page, 'About an order', 'ORD-10488');
  await page.getByLabel('Title').fill('Invoice copy for ORD-10488');
  await page.getByLabel('Describe the problem or the request').fill('Please send a stamped copy of the invoice.');
  await keepScreenshot(page, { path: 'test-results/ticket-new-en-desktop.png', fullPage: true });
  await page.getByRole('button', { name: 'Send the ticket' }).click();
  await page.locator('.ticket-row-link').filter({ hasText: 'Invoice copy for ORD-10488' }).click();
  await expect(page.getByRole('link', { name: 'About order ORD-10488' })).toBeVisible();
});
