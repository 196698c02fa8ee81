/**
 * Text people write (a ticket, a review, a recipient's name and address, a line's note, an order's
 * note) may hold a word longer than a phone's line: a link pasted from a hospital's own system. It
 * breaks, on the member's pages and on the desk's, rather than push the page sideways.
 */
import { expect, test } from './fixtures.ts';
import { keepScreenshot } from './pages.ts';
import { deskAs } from './desk-browser.ts';
import { apiToken, DEV, freshMobile, signInOnPage } from './members.ts';
import { noisyPhoto } from './photos.ts';
import { E2E_ADMIN } from './staff.ts';

const LINK = `https://hospital.example/purchasing/requests/2026/ward-7/REQ-${'7'.repeat(60)}`;
const NAME = 'W'.repeat(60);
const FILE = 'Purchase_request_ward7_2026_11_28_scanned_copy_signed_by_the_head_nurse_final';

test('a pasted link or a long name in what people write never makes a page scroll sideways on a phone', async ({ page, browser }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 360, height: 780 });
  const mobile = freshMobile();
  await page.goto('/member/signup');
  await signInOnPage(page, mobile, 'fa', { first: 'نسرین', last: 'جعفری' });
  const token = await apiToken(page, mobile);
  const as = { ...DEV.headers, authorization: `Bearer ${token}` };
  const write = async <T = { id: number },>(path: string, data: unknown): Promise<T> => {
    const res = await page.request.post(path, { headers: { ...as, 'idempotency-key': crypto.randomUUID() }, data });
    expect(res.status(), path).toBeLessThan(300);
    return ((await res.json()) as { data: T }).data;
  };
  const ticketBody = { title: `درخواست ${LINK}`.slice(0, 140), description: `لطفا ببینید ${LINK}`, category_id: 2, role_id: 2, priority: 0 };
  const { id: ticket, first_reply_id: firstReply } = await write<{ id: number; first_reply_id: number }>('/v1/ticketing/fa/tickets', ticketBody);
  // A Persian reply that begins with the lot printed on the box: right to left on the desk too, the lot isolated.
  const lotReply = 'LOT 2026-118 کارتن آسیب‌دیده رسید.';
  await write(`/v1/ticketing/fa/tickets/${ticket}/reply`, { description: lotReply });
  // A scan named as the hospital's system names its files: no space to break at.
  const file = { name: `${FILE}.png`, mimeType: 'image/png', buffer: await noisyPhoto(page) };
  const attached = await page.request.put(`/v1/ticketing/fa/tickets/replies/${firstReply}/attachment`, { headers: as, multipart: { file } });
  expect(attached.status()).toBe(200);
  const { id: recipient } = await write('/v1/store/fa/recipients', { name: NAME, mobile: '09121112233', province_id: 1, city_id: 101, address: LINK, postal_code: '1419733141' });
  const { id: order } = await write('/v1/store/fa/orders', { cart_items: [{ product_id: 1020, quantity: 1, guaranteed: 0, comment: LINK }], recipient_id: recipient, transmit_id: 1, note: LINK });
  await write('/v1/product/fa/products/1001/addreview', { description: `عالی ${LINK}`, rate: 5, alert_published: false });

  /** The page at `path` shows each of `shows` and is no wider than `width`. */
  const fits = async (p: typeof page, path: string, width: number, ...shows: string[]) => {
    await p.goto(path);
    for (const text of shows) await expect(p.getByText(text).first()).toBeVisible();
    expect(await p.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(width);
  };
  const mark = 'REQ-7777';
  await fits(page, `/dashboard/order/${order}`, 360, mark);
  await fits(page, `/dashboard/ticket/detail?id=${ticket}`, 360, mark, FILE);
  await keepScreenshot(page, { path: 'test-results/person-text-ticket-fa-360.png', fullPage: true });
  await fits(page, '/dashboard/recipient', 360, NAME);
  await fits(page, '/dashboard/review', 360, mark);
  await page.goto(`/dashboard/order/${order}`);
  await page.locator('.order-note').scrollIntoViewIfNeeded();
  await keepScreenshot(page, { path: 'test-results/person-text-order-fa-360.png' });

  const desk = await deskAs(browser, E2E_ADMIN, 'fa', 390);
  await fits(desk, `/desk/tickets/${ticket}`, 390, mark, FILE);
  const reply = desk.locator('.desk-reply-text').filter({ hasText: 'کارتن آسیب‌دیده' });
  await expect(reply).toHaveAttribute('dir', 'rtl');
  await expect(reply.locator('bdi[dir=ltr]')).toHaveText('2026-118');
  await keepScreenshot(desk, { path: 'test-results/person-text-desk-ticket-fa-390.png', fullPage: true });
  await fits(desk, `/desk/orders/${order}`, 390, mark);
  await keepScreenshot(desk, { path: 'test-results/person-text-desk-order-fa-390.png', fullPage: true });
  await fits(desk, `/desk/orders/${order}/invoice`, 390, mark);
  await fits(desk, `/desk/orders/${order}/slip`, 390, mark);
  await keepScreenshot(desk, { path: 'test-results/person-text-slip-fa-390.png', fullPage: true });
});
