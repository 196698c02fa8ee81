/**
 * A member's notifications (issue 27 §3): an order placed, paid and shipped shows as a count on the
 * header's bell, and in the inbox in the member's words with the tracking code and the carrier's
 * page; opening it reads them; SMS can be turned off; the inbox opens offline, dated.
 */
import { expect, test } from './fixtures.ts';
import { freshMobile, shippedOrder, signInEnOnPage } from './members.ts';
import { waitForServiceWorker, keepScreenshot } from './pages.ts';

test('order news shows on the bell and in the inbox, with the tracking page; SMS can be turned off; offline it is dated', async ({ page, context }) => {
  test.setTimeout(90_000);
  const mobile = freshMobile();
  await page.goto('/en/member/signup');
  await signInEnOnPage(page, mobile, { first: 'Leila', last: 'Moradi' });
  await expect(page).toHaveURL(/\/en\/dashboard/);
  const orderId = await shippedOrder(page, mobile);

  // The count is asked for when a page starts: placed, paid, shipped.
  await page.goto('/en/');
  const bell = page.getByRole('banner').getByRole('link', { name: /^Notifications/ });
  await expect(bell).toContainText('3');
  await bell.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  const items = page.locator('.inbox-item');
  await expect(items).toHaveCount(3);
  await expect(items.first()).toContainText(`Order ORD-${orderId} has shipped with Express post.`);
  await expect(items.first().locator('.code')).toHaveText('123456789012345678');
  await expect(items.first().getByRole('link', { name: 'Track the parcel' })).toHaveAttribute('href', 'https://tracking.post.ir/?id=123456789012345678');
  await expect(items.nth(1)).toContainText(`Order ORD-${orderId} is paid`);
  // Shown, so read: the bell's count goes.
  await expect(bell.locator('.badge')).toHaveCount(0);

  // Order news by SMS, off.
  const sms = page.getByRole('switch', { name: /SMS/ });
  await expect(sms).toBeChecked();
  await sms.click();
  await expect(page.getByText('Order news will no longer come by SMS.')).toBeVisible();
  await expect(sms).not.toBeChecked();

  // The order shows its parcel.
  await items.first().getByRole('link', { name: new RegExp(`Order ORD-${orderId}`) }).click();
  await expect(page.locator('.order-shipment')).toContainText('Shipped with Express post. Tracking code: 123456789012345678');

  for (const width of [360, 390]) {
    await page.setViewportSize({ width, height: 800 });
    for (const path of ['/en/dashboard/notifications', '/dashboard/notifications']) {
      await page.goto(path);
      await expect(page.locator('.inbox-item').first()).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await keepScreenshot(page, { path: `test-results/inbox-${path.startsWith('/en') ? 'en' : 'fa'}-${width}.png`, fullPage: true });
    }
  }
  await expect(page.locator('.inbox-item').first()).toContainText('با Express post ارسال شد');

  // Offline, the inbox opened online opens from the device, dated (once the worker holds the shell).
  await page.goto('/en/dashboard/notifications');
  await expect(page.locator('.inbox-item')).toHaveCount(3);
  await waitForServiceWorker(page);
  await context.setOffline(true);
  await page.goto('/en/dashboard/notifications');
  await expect(page.locator('.inbox-item')).toHaveCount(3);
  await expect(page.getByRole('status').filter({ hasText: /^Saved on this device: \d/ })).toBeVisible();
  await context.setOffline(false);
});
