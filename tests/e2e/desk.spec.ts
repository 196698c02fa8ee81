/**
 * The staff desk in a real browser (issue 28): each role's journey from its own sign-in, and what
 * the member sees of it; the server refusing what a role may not do; the desk's pages in both
 * languages at a tablet's and a desktop's width, with no serious accessibility problem.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { freshMobile, shippedOrder, signInEnOnPage } from './members.ts';
import { a11yProblems, chooseIn, misplacedCurrent, waitForServiceWorker, keepScreenshot } from './pages.ts';
import { deskAdmin, staffPerson } from './staff.ts';
import { deskAs } from './desk-browser.ts';
import { demoGtin, demoLots } from '../../server/db/seed/lots-data.ts';
import { gs1Text } from '../../shared/gs1.ts';

/** The smallest real PNG. */
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000200d5c2b3e40000000049454e44ae426082', 'hex');

const noSideScroll = async (page: Page) => expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);

test('support answers a ticket a member wrote offline; a colleague’s change meanwhile loses nothing written; the member reads the answer', async ({ page, context, browser }) => {
  test.setTimeout(90_000);
  // The member writes a ticket with no network; it is delivered once the network is back.
  await page.goto('/en/member/signup');
  await signInEnOnPage(page, freshMobile(), { first: 'Nasrin', last: 'Farahani' });
  await expect(page).toHaveURL(/\/en\/dashboard\/order$/);
  // The ticket list was opened before (a member's device keeps what it showed), then the form.
  await page.goto('/en/dashboard/ticket');
  await waitForServiceWorker(page);
  // Its list read (the heading is the server's outline, drawn before the read: leaving then, as a
  // clean clone's run once did, left the device nothing to show offline, rightly said so).
  await expect(page.locator('.empty-state')).toContainText('You have no tickets yet');
  await page.goto('/en/dashboard/ticket/new');
  // The form as the member sees it, its lists read, before the network goes (a page's load event
  // comes before a member page's data: going offline then left a form never read, and the page
  // rightly said it had no copy of it).
  await expect(page.getByLabel('Which unit should answer?').locator('option', { hasText: 'Shipping and warehouse' })).toHaveCount(1);
  const title = `Sterile packs arrived torn ${Date.now()}`;
  await context.setOffline(true);
  await chooseIn(page, 'What is it about?', 'An order');
  await chooseIn(page, 'Which unit should answer?', 'Shipping and warehouse');
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Describe the problem or the request').fill('Two of the ten packs of lot 24B-118 arrived torn.');
  await page.getByRole('button', { name: 'Send the ticket' }).click();
  // Kept on the device, shown as waiting; delivered once the network is back.
  await expect(page.locator('.ticket-row.is-waiting').filter({ hasText: title })).toContainText('Waiting to be sent');
  await context.setOffline(false);
  const row = page.locator('.ticket-row-link').filter({ hasText: title });
  await expect(row).toBeVisible({ timeout: 20_000 });

  // The support agent finds it waiting, assigns it to themselves and starts an answer.
  const agent = await deskAs(browser, await staffPerson('Ali Rezaei', 'support'));
  await expect(agent).toHaveURL(/\/en\/desk\/tickets$/);
  await expect(agent.getByRole('navigation', { name: 'Desk sections' }).getByRole('link')).toHaveText(['Tickets', 'Orders']);
  await agent.locator('.desk-row-link').filter({ hasText: title }).click();
  await expect(agent.getByRole('heading', { level: 1 })).toContainText(title);
  await agent.getByRole('button', { name: 'Assign to me' }).click();
  await expect(agent.getByRole('button', { name: 'Assign to me' })).toHaveCount(0);
  const answer = 'We are sending two new packs today; please keep the torn ones for the courier.';
  await agent.getByLabel('Your answer').fill(answer);
  // A reload (or a crash) keeps the answer being written.
  await agent.reload();
  await expect(agent.getByLabel('Your answer')).toHaveValue(answer);

  // Meanwhile a colleague moves the ticket: the agent's send is refused, nothing written is lost.
  const admin = await deskAdmin();
  const id = Number(new URL(agent.url()).pathname.split('/').pop());
  const now = (await admin<{ version: number }>(`/tickets/${id}`)).body.data;
  expect((await admin(`/tickets/${id}/status`, { data: { status: 4, version: now.version } })).status).toBe(200);
  await agent.getByRole('button', { name: 'Send the answer' }).click();
  await expect(agent.getByRole('alert')).toContainText('A colleague changed this ticket meanwhile');
  await expect(agent.getByLabel('Your answer')).toHaveValue(answer);
  // With the courier's label, sent with the answer.
  await agent.locator('.desk-answer input[type=file]').setInputFiles({ name: 'courier-label.png', mimeType: 'image/png', buffer: PNG });
  await expect(agent.locator('.desk-answer .file-item')).toHaveCount(1);
  await agent.getByRole('button', { name: 'Send the answer' }).click();
  await expect(agent.locator('.desk-reply-staff').filter({ hasText: answer })).toBeVisible();
  const file = agent.locator('.desk-reply-staff').filter({ hasText: answer }).getByRole('button', { name: 'Download courier-label.png' });
  // The desk downloads the thread's files with its own token.
  const [download] = await Promise.all([agent.waitForEvent('download'), file.click()]);
  expect(download.suggestedFilename()).toBe('courier-label.png');
  await expect(agent.getByLabel('Your answer')).toHaveValue('');
  await expect(agent.locator('.desk-facts')).toContainText('Waiting for the member');
  await keepScreenshot(agent, { path: 'test-results/desk-ticket-en-1280.png', fullPage: true });
  expect(await a11yProblems(agent)).toEqual([]);

  // The member reads it in their thread.
  await row.click();
  await expect(page.locator('.thread-text').filter({ hasText: 'We are sending two new packs today' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('button', { name: 'Download courier-label.png' })).toBeVisible();
});

test('fulfilment ships a paid order with its tracking code, and the member sees it', async ({ page, browser }) => {
  const mobile = freshMobile();
  await page.goto('/en/member/signup');
  await signInEnOnPage(page, mobile, { first: 'Kaveh', last: 'Soltani' });
  await expect(page).toHaveURL(/\/en\/dashboard\/order$/);
  const orderId = await shippedOrder(page, mobile, 'paid');
  const number = `ORD-${orderId}`;

  const desk = await deskAs(browser, await staffPerson('Hossein Moradi', 'fulfilment'));
  await expect(desk).toHaveURL(/\/en\/desk\/orders$/);
  // A column's order is the server's, kept in the URL.
  await desk.getByRole('columnheader', { name: 'Total' }).click();
  await expect(desk).toHaveURL(/order=-total/);
  await desk.getByLabel('Find an order').fill(number);
  await desk.getByRole('button', { name: 'Find' }).click();
  // Each tab counts what the search found: the order is paid, none is being prepared.
  const tabCount = (label: string) => desk.locator('.desk-tabs .ant-segmented-item', { hasText: label }).locator('.desk-tab-count');
  await expect(tabCount('Paid')).toHaveText('1');
  await expect(tabCount('Being prepared')).toHaveText('0');
  await expect(tabCount('All')).toHaveText('1');
  await desk.getByRole('link', { name: number }).click();
  await expect(desk.getByRole('heading', { level: 1 })).toContainText('Paid');
  // The order is in the desk's Orders section; neither Orders nor the desk's home is the page shown.
  await expect(desk.getByRole('navigation', { name: 'Desk sections' }).getByRole('link', { name: 'Orders' })).toHaveAttribute('aria-current', 'true');
  expect(await misplacedCurrent(desk)).toEqual([]);
  await desk.getByRole('button', { name: 'Start preparing' }).click();
  await expect(desk.getByRole('heading', { level: 1 })).toContainText('Being prepared');
  await desk.getByRole('button', { name: 'Ship…' }).click();
  const sheet = desk.getByRole('dialog', { name: `Ship ${number}` });
  await sheet.getByLabel('Carrier').fill('Tipax');
  await sheet.getByLabel('Tracking code').fill('not a code!');
  await sheet.getByRole('button', { name: 'Mark shipped' }).click();
  await expect(sheet.getByText('Letters, digits, - and _ only, at most 40.')).toBeVisible();
  await sheet.getByLabel('Tracking code').fill('TPX-5521907');
  await sheet.getByRole('button', { name: 'Mark shipped' }).click();
  await expect(desk.getByRole('heading', { level: 1 })).toContainText('Shipped');
  // The sheet gone, not fading out: axe read its half-transparent words as too faint once (CI).
  await expect(sheet).toBeHidden();
  await expect(desk.locator('.desk-side')).toContainText('TPX-5521907');
  // Its box left from the product's lot that expires first among those usable (issue 31).
  const lot = demoLots(1020, 1, new Date())[1]!;
  const lotLine = `Lot ${lot.lot}, expires ${new Date(`${lot.expiresOn}T00:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })}: 1`;
  await expect(desk.locator('.shipped-lot')).toHaveText(lotLine);
  await keepScreenshot(desk, { path: 'test-results/desk-order-en-1280.png', fullPage: true });
  expect(await a11yProblems(desk)).toEqual([]);
  // The packing slip, ready to print.
  await desk.getByRole('link', { name: 'Packing slip' }).click();
  await expect(desk.getByRole('heading', { level: 1, name: 'Packing slip' })).toBeVisible();
  await expect(desk.locator('.doc-lines tbody tr')).toHaveCount(1);
  await expect(desk.locator('.doc-lines .shipped-lot')).toHaveText(lotLine);
  await desk.emulateMedia({ media: 'print' });
  await keepScreenshot(desk, { path: 'test-results/desk-packing-slip-print.png', fullPage: true });

  // The member's orders list it as one item, in the singular.
  await page.goto('/en/dashboard/order');
  const row = page.locator('.order-row', { hasText: number });
  await expect(row).toContainText('1 item');
  await expect(row).not.toContainText('1 items');
  // The member's order shows it shipped, with the code.
  await page.goto(`/en/dashboard/order/${orderId}`);
  await expect(page.locator('main')).toContainText('TPX-5521907');
  await expect(page.locator('main .shipped-lot')).toHaveText(lotLine);
});

test('a moderator takes a review down with a reason the author reads, then publishes it: the product page follows', async ({ page, browser }) => {
  await page.goto('/en/member/signup');
  await signInEnOnPage(page, freshMobile(), { first: 'Mina', last: 'Jafari' });
  await expect(page).toHaveURL(/\/en\/dashboard\/order$/);
  await page.goto('/en/product/1041/x');
  // The reviews' code comes as the reader scrolls near them (ui/near-part.tsx); then the member's form.
  await page.getByRole('heading', { name: 'Reviews', exact: true }).scrollIntoViewIfNeeded();
  const text = `Mesh cuts cleanly, no fraying ${Date.now()}`;
  await page.locator('.star-input label').nth(4).click();
  await page.getByLabel('Your review', { exact: true }).fill(text);
  await page.getByRole('button', { name: 'Send the review' }).click();
  const published = page.locator('.review-list .review:not(.is-mine)').filter({ hasText: text });
  await expect(published).toHaveCount(1, { timeout: 15_000 });

  const desk = await deskAs(browser, await staffPerson('Zahra Karimi', 'moderator'));
  await expect(desk).toHaveURL(/\/en\/desk\/reviews$/);
  await desk.locator('.desk-tabs').getByText('Published').click();
  await desk.locator('.desk-review-text').filter({ hasText: text }).click();
  const sheet = desk.getByRole('dialog', { name: 'Review' });
  await expect(sheet).toContainText('Pre-cut pelvic floor mesh');
  await sheet.getByRole('button', { name: 'Take down…' }).click();
  await sheet.getByLabel('Why is it not published?').fill('It names a hospital patient.');
  await sheet.getByRole('button', { name: 'Take it down' }).click();
  await expect(sheet.locator('.desk-tag-strong')).toHaveText('Rejected');

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pre-cut pelvic floor mesh');
  await expect(published).toHaveCount(0);
  await page.goto('/en/dashboard/review');
  const mine = page.locator('.my-review-item').filter({ hasText: text });
  await expect(mine).toContainText('Not published');
  await expect(mine).toContainText('It names a hospital patient.');

  await sheet.getByRole('button', { name: 'Publish' }).click();
  await expect(sheet.locator('.desk-tag-strong')).toHaveText('Published');
  await page.goto('/en/product/1041/x');
  await expect(page.locator('.review-list .review').filter({ hasText: text })).toHaveCount(1);
});

test('a catalogue change shows on the product page; a role without permission is refused by the server', async ({ page, browser }) => {
  const desk = await deskAs(browser, await staffPerson('Negar Ahmadi', 'catalogue'));
  await expect(desk).toHaveURL(/\/en\/desk\/products$/);
  await desk.getByLabel('Find a product').fill('1030');
  await desk.getByRole('button', { name: 'Find' }).click();
  // The list before the search named every product: only product 1030 answers «1030» (its id).
  await expect(desk.locator('.desk-row-button')).toHaveCount(1);
  const product = desk.locator('.desk-row-button').first();
  const title = (await product.textContent())!.trim();
  await product.click();
  const sheet = desk.getByRole('dialog');
  const price = sheet.getByLabel('Price (Rial)');
  // The figure it has, saved again, is nothing to save.
  await sheet.getByRole('button', { name: 'Save' }).click();
  await expect(sheet.getByRole('status')).toContainText('nothing to save');
  // Ten thousand Rials more than it has (a repeated run starts from the last one's price).
  const rial = Number((await price.inputValue()).replace(/\D/g, '')) + 10_000;
  await price.fill(rial.toLocaleString('en'));
  // Typed in Rial, read in Toman as it is typed: a zero too many shows before it is saved.
  await expect(price).toHaveAccessibleDescription(`That is ${(rial / 10).toLocaleString('en')} Toman.`);
  await sheet.getByRole('button', { name: 'Save' }).click();
  await expect(sheet.getByRole('status')).toContainText('Saved');
  await expect(sheet.locator('.desk-changes').first()).toContainText(rial.toLocaleString('en'));
  await page.goto('/en/product/1030/x');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  // The shop shows Toman (a tenth of a Rial).
  await expect(page.locator('main')).toContainText((rial / 10).toLocaleString('en'));
  // The guidewire is exempt from value-added tax in the demo; taxed, the product page says so (then exempt again).
  await expect(page.locator('.product-vat')).toHaveText('Exempt from value-added tax.');
  const taxed = sheet.getByRole('checkbox', { name: 'Value-added tax applies' });
  for (const [on, said] of [
    [true, 'Plus 10% value-added tax, added at checkout.'],
    [false, 'Exempt from value-added tax.'],
  ] as const) {
    await taxed.setChecked(on);
    await sheet.getByRole('button', { name: 'Save' }).click();
    await expect(sheet.getByRole('status')).toContainText('Saved');
    await expect(sheet.locator('.desk-changes').first()).toContainText(on ? 'Value-added tax: now applies' : 'Value-added tax: now exempt');
    if (on) await keepScreenshot(sheet, { path: 'test-results/desk-product-vat-1280.png' });
    await page.reload();
    await expect(page.locator('.product-vat')).toHaveText(said);
  }

  // Support does not see the catalogue, and the server refuses it when asked anyway.
  const support = await deskAs(browser, await staffPerson('Support Two', 'support'));
  await expect(support.getByRole('navigation', { name: 'Desk sections' }).getByRole('link', { name: 'Prices and stock' })).toHaveCount(0);
  await support.goto('/en/desk/products');
  await expect(support.getByRole('alert')).toContainText('Your role does not allow this');
});

test('the catalogue team records a lot from its box code; the product page then says the expiry buyers receive', async ({ page, browser }) => {
  const desk = await deskAs(browser, await staffPerson('Negar Lots', 'catalogue'));
  await desk.getByLabel('Find a product').fill('1034');
  await desk.getByRole('button', { name: 'Find' }).click();
  await expect(desk.locator('.desk-row-button')).toHaveCount(1);
  await desk.locator('.desk-row-button').first().click();
  const sheet = desk.getByRole('dialog');
  await expect(sheet.locator('.desk-lot')).toHaveCount(3);
  // The demo's oldest lot expired: the desk says so.
  await expect(sheet.locator('.desk-lot').first()).toContainText('Expired');

  // A box whose lot expires in 45 days, its code typed as a USB scanner types it: the lot and the date fill themselves.
  const soon = new Date(Date.now() + 45 * 86_400_000).toISOString().slice(0, 10);
  const lot = `E2E${String(Date.now()).slice(-6)}`;
  const gtin = demoGtin(1034);
  await sheet.getByLabel('Box code').fill(gs1Text({ gtin: demoGtin(1035), expiry: soon, lot }));
  await expect(sheet).toContainText("This box is another product's");
  await sheet.getByLabel('Box code').fill(gs1Text({ gtin, expiry: soon, lot }));
  await expect(sheet.getByLabel('Lot', { exact: true })).toHaveValue(lot);
  await expect(sheet.getByLabel('Expiry date, as printed on the box')).toHaveValue(soon);
  await sheet.getByLabel('Units in stock').fill('8');
  await sheet.getByRole('button', { name: 'Record the lot' }).click();
  const row = sheet.locator('.desk-lot').filter({ hasText: lot });
  await expect(row).toContainText('Expires soon');
  // The first to expire of those in stock: what a buyer receives now.
  await expect(sheet.locator('.desk-lot').nth(1)).toContainText(lot);
  // The product's history says so at once.
  await expect(sheet.locator('.desk-changes').first()).toContainText(`Lot ${lot} recorded: 8 units`);
  await page.goto('/en/product/1034/x');
  const soonText = new Date(`${soon}T00:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  await expect(page.locator('.product-expiry')).toHaveText(`Boxes sent now expire on ${soonText}.`);

  // The same lot again is refused, and said to be; its boxes all sent, the page says the next lot's expiry.
  await sheet.getByLabel('Box code').fill(gs1Text({ gtin, expiry: soon, lot }));
  await sheet.getByLabel('Units in stock').fill('3');
  await sheet.getByRole('button', { name: 'Record the lot' }).click();
  await expect(sheet.getByRole('alert')).toContainText(`Lot ${lot} of this product is recorded already`);
  await row.getByLabel(`Units of lot ${lot}`).fill('0');
  await row.getByRole('button', { name: 'Update' }).click();
  await expect(row.getByRole('button', { name: 'Update' })).toBeDisabled();
  await page.reload();
  await expect(page.locator('.product-expiry')).not.toContainText(soonText);
});

test('the desk in Persian and English at a tablet’s and a desktop’s width: no sideways scroll, no serious accessibility problem', async ({ browser }) => {
  // Sixteen pages, each checked by axe: minutes on a busy two-core machine.
  test.setTimeout(240_000);
  const admin = await staffPerson('Maryam Kazemi', 'admin');
  for (const [lang, width] of [
    ['fa', 768],
    ['en', 1280],
  ] as const) {
    const desk = await deskAs(browser, lang === 'fa' ? admin : await staffPerson('Admin Two', 'admin'), lang, width);
    const prefix = lang === 'en' ? '/en' : '';
    await expect(desk.locator('html')).toHaveAttribute('dir', lang === 'fa' ? 'rtl' : 'ltr');
    for (const section of ['tickets', 'orders', 'reviews', 'products', 'discounts', 'shipping', 'staff', 'audit']) {
      await desk.goto(`${prefix}/desk/${section}`);
      await expect(desk.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(desk.locator('.ant-table-placeholder .ant-spin, .ant-spin-spinning')).toHaveCount(0);
      await noSideScroll(desk);
      await keepScreenshot(desk, { path: `test-results/desk-${section}-${lang}-${width}.png`, fullPage: true });
      expect(await a11yProblems(desk), `${section} ${lang}`).toEqual([]);
    }
    await desk.context().close();
  }
});

test('the desk on a phone (360 px, Persian): its sections are one row that scrolls sideways, the current one in view, the page itself does not, and a list is a column of cards', async ({ browser }) => {
  const desk = await deskAs(browser, await staffPerson('Admin Phone', 'admin'), 'fa', 360);
  const nav = desk.getByRole('navigation', { name: 'بخش‌های میز کار' });
  for (const section of ['tickets', 'staff', 'shipping', 'audit']) {
    await desk.goto(`/desk/${section}`);
    await expect(desk.getByRole('heading', { level: 1 })).toBeVisible();
    // One row of 44 px links, not four rows above the page.
    expect((await nav.boundingBox())!.height).toBeLessThan(60);
    const current = nav.locator('[aria-current="page"]');
    await expect(current).toBeInViewport({ ratio: 1 });
    const [row, link] = [(await nav.boundingBox())!, (await current.boundingBox())!];
    expect(link.x).toBeGreaterThanOrEqual(row.x);
    expect(link.x + link.width).toBeLessThanOrEqual(row.x + row.width + 1);
    await noSideScroll(desk);
    if (section === 'staff') {
      // A person's buttons end the card on a line of their own, not led by "Actions:".
      const other = desk.locator('.ant-table-tbody > tr.ant-table-row').filter({ has: desk.getByRole('button', { name: 'حذف' }) }).first();
      const actions = other.locator('td:has(> .desk-row-actions)');
      await expect(actions.getByRole('button', { name: 'حذف' })).toBeVisible();
      expect(await actions.evaluate((td) => getComputedStyle(td, '::before').content)).toBe('none');
      const [cell, row] = [(await actions.boundingBox())!, (await actions.locator('..').boundingBox())!];
      expect(cell.width).toBeGreaterThan(row.width - 20);
    }
    if (section !== 'tickets') continue;
    // Each ticket a card, not a table scrolled sideways: its title a line of its own, the other
    // cells after it, led by their column's names.
    const card = desk.locator('.ant-table-tbody > tr.ant-table-row').first();
    const [box, title] = [(await card.boundingBox())!, (await card.locator('td').first().boundingBox())!];
    expect(title.width).toBeGreaterThan(box.width - 20);
    const status = card.locator('td[data-label="وضعیت"]');
    await expect(status).toBeVisible();
    expect((await status.boundingBox())!.y).toBeGreaterThanOrEqual(title.y + title.height - 1);
    // What a tablet's table leaves out for want of room, a card has: whom the ticket is assigned to.
    await expect(card.locator('td[data-label="واگذار به"]')).toBeVisible();
    expect(await desk.locator('.ant-table-content').evaluate((e) => e.scrollWidth <= e.clientWidth)).toBe(true);
    // The order is still the staff's to choose: the sortable column heads are buttons above the cards.
    const lastChange = desk.locator('th.ant-table-column-has-sorters', { hasText: 'آخرین تغییر' });
    await expect(lastChange).toBeInViewport();
    expect((await lastChange.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await lastChange.click();
    await expect(desk).toHaveURL(/[?&]order=-?updated_at/);
  }
  // The scrolling row of links, the filters two a row: still no serious accessibility problem.
  expect(await a11yProblems(desk), 'audit fa 360').toEqual([]);
  await keepScreenshot(desk, { path: 'test-results/desk-audit-fa-360.png' });
  await desk.context().close();
});

test('a desk tab opened before a release loads its page again, once, when the server no longer has a file of its code; the worker keeps the shoppers’ code, not the desk’s', async ({ browser, storefront }) => {
  const desk = await deskAs(browser, await staffPerson('Reza Ahmadi', 'admin'));
  await waitForServiceWorker(desk);
  // The orders section's own code, as this build named it (the desk's only: scripts/staff-chunks.ts).
  const routes = JSON.parse(fs.readFileSync(path.join(storefront.distDir, 'route-chunks.json'), 'utf8')) as Record<string, string[]>;
  const ordersCode = routes['/{-$locale}/desk/orders/']!.find((f) => /\/orders-[^/]+\.js$/.test(f))!;
  const ticketCode = routes['/{-$locale}/dashboard/ticket/detail']!;
  const precached = await desk.evaluate(async () => {
    const names = (await caches.keys()).filter((n) => n.startsWith('workbox-precache'));
    const requests = (await Promise.all(names.map(async (n) => (await caches.open(n)).keys()))).flat();
    return requests.map((r) => new URL(r.url).pathname);
  });
  expect(precached).not.toContain(ordersCode);
  for (const file of ticketCode) expect(precached).toContain(file);
  // Nor the desk's words (33 KB; the locale route every page shares imports them for a desk page).
  const assets = path.join(storefront.distDir, 'assets');
  const deskWords = fs
    .readdirSync(assets)
    .filter((f) => f.endsWith('.js') && /Orders that used it|سفارش‌هایی که از آن استفاده کردند/.test(fs.readFileSync(path.join(assets, f), 'utf8')))
    .map((f) => `/assets/${f}`);
  expect(deskWords).toHaveLength(2);
  for (const file of deskWords) expect(precached).not.toContain(file);

  // A release replaced the file: the tab of the earlier one asks for it in vain.
  const file = path.join(storefront.distDir, ordersCode);
  fs.renameSync(file, `${file}.gone`);
  try {
    await desk.evaluate(() => ((window as unknown as { beforeRelease: boolean }).beforeRelease = true));
    await desk.locator('.desk-nav').getByRole('link', { name: 'Orders' }).click();
    // Loaded again (what the page held is gone: the router does it once), at the section asked
    // for; still missing there, so the page says so and offers a retry instead of a loop.
    await expect(desk.getByRole('heading', { name: 'Something went wrong' })).toBeVisible({ timeout: 15_000 });
    expect(await desk.evaluate(() => (window as unknown as { beforeRelease?: boolean }).beforeRelease)).toBeUndefined();
    await expect(desk).toHaveURL(/\/en\/desk\/orders$/);
  } finally {
    fs.renameSync(`${file}.gone`, file);
  }
  // The browser keeps a script's failure until the page is loaded again: the retry does that.
  await desk.getByRole('button', { name: 'Try again' }).click();
  await expect(desk.locator('.desk-nav').getByRole('link', { name: 'Orders' })).toHaveAttribute('aria-current', 'page');
  await expect(desk.getByRole('heading', { name: 'Something went wrong' })).toHaveCount(0);
  await desk.context().close();
});
