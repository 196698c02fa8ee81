/**
 * On a first visit the worker downloads the app's files (about 1.5 MB) in the background; when the
 * shopper opens a second page meanwhile, the worker's next downloads wait until that page has
 * loaded, so that on a slow link the page does not queue behind them. Every file is slowed down
 * here (a slow link), and the order of requests is checked, not their times.
 */
import { expect, test } from './fixtures.ts';

test('the worker’s first download yields to the page the shopper opens meanwhile', async ({ page, context }) => {
  test.setTimeout(90_000);
    // A slow link for the app's files, the page's and the worker's alike.
  await context.route('**/assets/**', async (route) => {
    await new Promise((r) => setTimeout(r, 250));
    await route.continue();
  });
  // The page's data is slow too: its loading outlasts several of the worker's downloads.
  await context.route('**/v1/**', async (route) => {
    await new Promise((r) => setTimeout(r, 1_000));
    await route.continue();
  });
  // When each of the worker's downloads began, by the browser's clock: the events reach the test
  // later, and by how much depends on the machine's load.
  const started: number[] = [];
  context.on('requestfinished', (r) => {
    if (r.serviceWorker() && new URL(r.url()).pathname.startsWith('/assets/')) started.push(r.timing().startTime);
  });
  const now = () => page.evaluate(() => Date.now());
  await page.goto('/en');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The worker is installing: its downloads have begun.
  await expect.poll(() => started.length, { timeout: 20_000 }).toBeGreaterThan(2);

  const clicked = await now();
  await page.getByRole('contentinfo').getByRole('link', { name: 'Surgical meshes' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Surgical meshes');
  await expect(page.locator('.product-card').first()).toBeVisible();
  const loaded = await now();
  // Then the worker carries on.
  await expect.poll(() => started.filter((t) => t > loaded).length, { timeout: 20_000 }).toBeGreaterThan(0);
  // While the page loaded, at most the one download whose turn had come as the click was made.
  expect(started.filter((t) => t >= clicked && t <= loaded).length).toBeLessThanOrEqual(1);
});
