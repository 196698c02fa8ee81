import { expect, test } from './fixtures.ts';
import { waitForCached, waitForServiceWorker } from './pages.ts';

test('a product page visited once renders after going offline and reloading', async ({ page, context }) => {
  await page.goto('/product/1041/x');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('مش کف لگن از پیش برش‌خورده');
  await waitForServiceWorker(page);
  await waitForCached(page, '/v1/product/fa/products/1041');

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('مش کف لگن از پیش برش‌خورده');
  await expect(page.locator('.buy-box .price-large')).toContainText('تومان');
  await expect(page.getByRole('status').filter({ hasText: 'شما آفلاین هستید' })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await context.setOffline(false);
});

test('a page never visited says it is not saved and offers a retry, then loads once online', async ({ page, context }) => {
  await page.goto('/en');
  await waitForServiceWorker(page);
  await context.setOffline(true);
  await page.goto('/en/product/1030/x');
  await expect(page.getByRole('heading', { name: 'This page is not saved on this device' })).toBeVisible();
  await context.setOffline(false);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('This page is not saved on this device');
  await expect(page.locator('.buy-box .price-large')).toBeVisible();
});
