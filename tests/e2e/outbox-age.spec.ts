/**
 * An outbox entry tried long ago is not replayed by itself (src/device/outbox/outbox-rules.ts
 * keptTooLong): the server keeps an Idempotency-Key's answer for 90 days, and a key it has
 * forgotten could do the write twice. The entry's age is set on the device, as 81 days away would.
 */
import { expect, test } from './fixtures.ts';
import { devicePut, deviceValues } from './device-db.ts';
import { freshMobile, signInEnOnPage } from './members.ts';
import { waitForServiceWorker } from './pages.ts';

test('a favourite tried 81 days ago is held on the device, said so in both languages, and sent once the member asks', async ({ page, context }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto('/en/member/signup');
  await signInEnOnPage(page, freshMobile(), { first: 'Kian', last: 'Sadeghi' });
  await page.goto('/en/product/1030/x');
  await waitForServiceWorker(page);
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.locator('.favorite-toggle').getByRole('status')).toHaveText('Will be sent when you are online');
  // Written 81 days ago and tried then (its answer never came).
  const waiting = await deviceValues<Record<string, unknown>>(page, 'outbox');
  expect(waiting).toHaveLength(1);
  for (const e of waiting) await devicePut(page, 'outbox', { ...e, attempts: 1, created_at: Date.now() - 81 * 86_400_000, next_try_at: 0 });
  await context.setOffline(false);
  const item = page.locator('.outbox-item');
  await page.goto('/en/dashboard/outbox');
  await expect(item).toHaveAttribute('data-status', 'failed', { timeout: 20_000 });
  await expect(item).toContainText('Held on this device');
  await expect(item).toContainText('Kept here too long to be sent by itself. Check whether it arrived; if not, send it again.');
  await page.goto('/dashboard/outbox');
  await expect(item).toContainText('روی این دستگاه نگه داشته شد');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  // The member checked: not there. Try again sends it, with a key of a new round.
  await page.getByRole('button', { name: 'تلاش دوباره' }).click();
  await expect(item).toHaveAttribute('data-status', 'sent', { timeout: 20_000 });
});
