/** The scanner with no camera the page may use: it says so, and a typed code opens the product. */
import { expect, test } from './fixtures.ts';
import { keepScreenshot } from './pages.ts';

test.use({ viewport: { width: 390, height: 844 } });

test('without a camera, the scanner explains why and a typed code opens the product; an unknown one is explained', async ({ page }) => {
  await page.goto('/scan');
  await expect(page.getByRole('heading', { level: 1, name: 'اسکن کد' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /دوربین|کد را پایین بنویسید/ })).toContainText('کد را پایین بنویسید');
  await page.getByLabel('یا کد را بنویسید').fill('AS-NOPE-99');
  await page.getByRole('button', { name: 'یافتن' }).click();
  // The code is echoed as on the box: its own digits, left to right.
  await expect(page.getByRole('alert').locator('bdi.code')).toHaveText('AS-NOPE-99');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await keepScreenshot(page, { path: 'test-results/scan-fa-390.png', fullPage: true });
  // Typed as a person might: lower case, Persian digits.
  await page.getByLabel('یا کد را بنویسید').fill('as-pga-۰۱');
  await page.getByRole('button', { name: 'یافتن' }).click();
  await expect(page).toHaveURL(/\/product\/1001\//);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('PGA');
});

test('the scanner in English on a desktop', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/en/scan');
  await expect(page.getByRole('heading', { level: 1, name: 'Scan a code' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Type the code below' })).toBeVisible();
  await keepScreenshot(page, { path: 'test-results/scan-en-desktop.png', fullPage: true });
});
