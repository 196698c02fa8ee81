import type { AnalyticsBatch } from '../../contract/analytics.ts';
import { expect, test } from './fixtures.ts';
import { waitForCached, waitForServiceWorker } from './pages.ts';

/**
 * First-party analytics (the test build has an analytics id, the test server takes it): what a
 * shopper does offline is counted on the device and sent to our own /api/events once the network
 * is back, with nothing personal in it and no other host asked.
 */
test('events made offline are sent to our own server once online, with nothing personal', async ({ page, context }) => {
  // The page's clock is the test's (Playwright's fake timers, flowing as real time does): "a few
  // seconds later" is a jump of the clock that fires the timers due meanwhile, not a wait.
  await context.clock.install();
  const batches: AnalyticsBatch[] = [];
  const foreign: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.hostname !== '127.0.0.1') foreign.push(url.host);
  });
  // A beacon's body is not in the request event: read it on its way to the server, and the answer.
  const statuses: number[] = [];
  await context.route('**/api/events', async (route) => {
    const body = route.request().postDataBuffer();
    if (body) batches.push(JSON.parse(body.toString('utf8')) as AnalyticsBatch);
    const response = await route.fetch();
    statuses.push(response.status());
    await route.fulfill({ response });
  });
  await page.goto('/en/product/1041/x');
  await waitForServiceWorker(page);
  await waitForCached(page, '/v1/product/en/products/1041');
  // Sent a few seconds after the event.
  await page.clock.runFor(4_000);
  await expect.poll(() => batches.flatMap((b) => b.events).some((e) => e.kind === 'product_view' && e.product_id === 1041), { timeout: 10_000 }).toBe(true);
  const before = batches.length;

  await context.setOffline(true);
  await page.getByRole('button', { name: 'Add to cart' }).first().click();
  // Kept on the device at once, and past the moment it would have been sent online, nothing went.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('analytics-kept'))).not.toBeNull();
  await page.clock.runFor(4_000);
  expect(batches.length).toBe(before);

  await context.setOffline(false);
  await expect.poll(() => batches.slice(before).flatMap((b) => b.events).map((e) => e.kind), { timeout: 10_000 }).toContain('add_to_cart');
  const sent = batches.slice(before).flatMap((b) => b.events).find((e) => e.kind === 'add_to_cart')!;
  expect(sent).toMatchObject({ product_id: 1041, lang: 'en' });
  expect(Object.keys(sent).sort()).toEqual(['at', 'kind', 'lang', 'product_id']);
  expect(batches.every((b) => b.site === 'e2e-storefront')).toBe(true);
  expect(JSON.stringify(batches)).not.toMatch(/token|mobile|cookie|\?/);
  expect(foreign).toEqual([]);
  // The server kept every batch (a batch is counted on its way out, its answer a moment later).
  await expect.poll(() => statuses.length, { timeout: 10_000 }).toBe(batches.length);
  expect(new Set(statuses)).toEqual(new Set([204]));
});
