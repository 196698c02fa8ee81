/**
 * A page whose navigation passed the worker by (a hard reload here; a CI run once met a page
 * loaded while the first install took over) asks the worker to take it (sw-bridge.ts): its reads
 * then go through the worker, and are kept for offline.
 */
import { expect, test } from './fixtures.ts';
import { waitForServiceWorker } from './pages.ts';

test('a page the worker does not control, after a hard reload, asks to be taken and is', async ({ page }) => {
  await page.goto('/en/product/1041/x');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pre-cut pelvic floor mesh');
  await waitForServiceWorker(page);

  // A hard reload bypasses the worker: the page loads from the network, outside it.
  const cdp = await page.context().newCDPSession(page);
  const loaded = page.waitForEvent('load');
  await cdp.send('Page.reload', { ignoreCache: true });
  await loaded;
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pre-cut pelvic floor mesh');
  await waitForServiceWorker(page);
  // Taken, the page's reads go through the worker (the resource timing says when one started it).
  const workerStart = await page.evaluate(async () => {
    const url = new URL('/v1/category/en/categories', location.href).href;
    const seen = new Promise<PerformanceResourceTiming>((resolve) =>
      new PerformanceObserver((list) => {
        const entry = list.getEntriesByName(url)[0];
        if (entry) resolve(entry as PerformanceResourceTiming);
      }).observe({ type: 'resource' }),
    );
    await (await fetch(url)).text();
    return (await seen).workerStart;
  });
  expect(workerStart).toBeGreaterThan(0);
});
