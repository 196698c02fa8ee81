import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { waitForCached, waitForHydrated, waitForServiceWorker, keepScreenshot } from './pages.ts';

test('a product page visited once renders after going offline and reloading', async ({ page, context }) => {
  await page.goto('/product/1041/x');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('مش کف لگن از پیش برش‌خورده');
  await waitForServiceWorker(page);
  await waitForCached(page, '/v1/product/fa/products/1041');

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('مش کف لگن از پیش برش‌خورده');
  await expect(page.locator('.buy-box .price-large')).toContainText('تومان');
  // The banner says the page comes from the device, and the date its data is from (Jalali, in Persian digits).
  // (The "you are offline" toast may show too: the offline event can reach the reloaded page.)
  const year = new Intl.DateTimeFormat('fa-IR-u-ca-persian', { year: 'numeric', timeZone: 'Asia/Tehran' }).format(new Date()).replace(/[^۰-۹]/g, '');
  await expect(page.getByRole('status').filter({ hasText: 'این صفحه از روی این دستگاه است' })).toContainText(year);
  await expect(page.getByRole('banner')).toBeVisible();
  await context.setOffline(false);
});

test('a page seen online opens offline from its own HTML, as the server rendered it, unless the device has read its data again since', async ({ page, context }) => {
  // The first visit comes before the worker: once it is there, it fetches that page again to keep it.
  // (Each at its canonical address, where the site's links go: /product/1041/x redirects there.)
  await page.goto('/product/1041/x');
  const first = page.url();
  await waitForServiceWorker(page);
  await waitForCached(page, '/product/1041/');
  // A page opened while the worker is there is kept as it comes.
  await page.goto('/product/1009/x');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const second = page.url();
  await waitForCached(page, '/product/1009/');
  const title = (await page.getByRole('heading', { level: 1 }).textContent())!;

  await context.setOffline(true);
  for (const url of [first, second]) {
    const res = await page.goto(url);
    // The page's HTML, painted before any script runs, with the answers it hydrates from.
    expect(res!.fromServiceWorker()).toBe(true);
    // (Marked as the device's copy: the store gave no answer.)
    // (A size in the name is kept whole in a span of its own: ui/ProductTitle.tsx.)
    expect(await res!.text()).toMatch(/<h1[^>]*>[^<]+(<span class="keep-whole">[^<]+<\/span>[^<]*)?<\/h1>[\s\S]*id="boot-data" data-from-device data-read-at="\d+"/);
    await expect(page.locator('.buy-box .price-large')).toContainText('تومان');
    await expect(page.getByRole('status').filter({ hasText: 'این صفحه از روی این دستگاه است' })).toBeVisible();
  }
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);

  // The device reads the product again (here: its copy changed, as a later read would change
  // it): the kept HTML no longer agrees, so the shell renders the page from the newer read.
  await page.evaluate(async () => {
    const cache = await caches.open('catalogue-api-v1');
    const request = new Request('/v1/product/fa/products/1009', { headers: { 'accept-language': 'fa' } });
    const read = (await cache.match(request))!;
    const body = (await read.json()) as { data: { title: string } };
    body.data.title = 'عنوان تازه';
    await cache.put(request, new Response(JSON.stringify(body), { headers: read.headers }));
  });
  const res = await page.goto(second);
  expect(await res!.text()).not.toContain('id="boot-data"');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('عنوان تازه');
  await context.setOffline(false);
});

test('a page never visited is no dead end: the frame stays, links to pages not saved look apart, and it opens by itself once online', async ({ page, context }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/en/product/category/surgical-sutures/surgical-sutures');
  await waitForServiceWorker(page);
  await waitForCached(page, '/v1/category/en/categories?url_keywords=surgical-sutures');
  await context.setOffline(true);
  // Offline, product links whose pages are not on the device are marked.
  await expect(page.locator('.product-card-link[data-unsaved]').first()).toBeVisible();
  await page.goto('/en/product/1030/x');
  await expect(page.getByRole('heading', { name: 'This page is not saved on this device' })).toBeVisible();
  // The header, the bottom bar, the banner and a search on the device stay.
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Shortcuts' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'You are offline' }).first()).toBeVisible();
  // The banner does not say this page is from the device (it is not), nor date it.
  await expect(page.locator('.offline-banner')).toHaveText('You are offline. Pages you have visited are shown from this device; prices and stock may be out of date.');
  await expect(page.getByRole('searchbox', { name: 'Search the products on this device' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Saved for offline' })).toBeVisible();
  await keepScreenshot(page, { path: 'test-results/offline-not-saved-en-390.png' });
  // The network comes back: the page loads by itself.
  await context.setOffline(false);
  await expect(page.locator('.buy-box .price-large')).toBeVisible({ timeout: 10_000 });
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('This page is not saved on this device');
});

test('the products opened on this device are listed on the home and search pages, and offline where a page is not saved; a tile opens its page offline', async ({ page, context }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto('/');
  await waitForServiceWorker(page);
  const opened: string[] = [];
  for (const id of [1041, 1009]) {
    await page.goto(`/product/${id}/x`);
    opened.unshift((await page.getByRole('heading', { level: 1 }).textContent())!);
    await waitForCached(page, `/product/${id}/`);
    // The page notes its opening once it is live (hydrated): a page left before that was only
    // glimpsed (a busy CI machine once moved on before, and the list had one product).
    await expect.poll(() => page.evaluate(() => localStorage.getItem('recent-views') ?? '')).toContain(`"id":${id},`);
  }
  const recent = page.getByRole('region', { name: 'اخیراً در این دستگاه دیده‌اید' });
  await page.goto('/');
  // Newest first; only what does not go stale (no price, no stock).
  await expect(recent.getByRole('link')).toHaveText(opened);
  await expect(recent).not.toContainText('تومان');
  await page.goto('/search');
  await expect(recent.getByRole('link')).toHaveText(opened);
  // Another language's pages were not opened.
  await page.goto('/en/search');
  await expect(page.getByRole('region', { name: 'Opened recently on this device' })).toHaveCount(0);

  await context.setOffline(true);
  await page.goto('/product/1031/x');
  await expect(page.getByRole('heading', { name: 'این صفحه روی این دستگاه ذخیره نشده است' })).toBeVisible();
  await expect(recent.getByRole('link')).toHaveText(opened);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(360);
  await recent.getByRole('link', { name: opened[1]! }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(opened[1]!);
  await context.setOffline(false);
});

test.describe('a store that does not answer, the device online', () => {
  // The page's own requests meet the store's silence, not the worker's copies.
  test.use({ serviceWorkers: 'block' });

  test('a page not on the device says the store cannot be reached (not that the device is offline), and opens by itself once the store answers', async ({ page, context }) => {
    // The page's clock is the test's: its asking again is run at once rather than waited for.
    await page.clock.install();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/en/product/category/surgical-sutures/surgical-sutures');
    const card = page.locator('.product-card-link').first();
    // A tap on the card is the router's, whose page asks the store for the product.
    await waitForHydrated(card);
    // The store's API stops answering (its server restarting, or a hospital's network in the way).
    await context.route('**/v1/**', (route) => route.abort('connectionrefused'));
    const title = (await card.textContent())!.trim();
    await card.click();
    await expect(page.getByRole('heading', { name: 'This page is not saved on this device' })).toBeVisible();
    await expect(page.getByRole('main').getByText('The store cannot be reached just now')).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'The store cannot be reached just now' })).toBeVisible();
    await expect(page.getByText('You are offline')).toHaveCount(0);
    // Nothing tells the page the network is back: it asks again by itself, and the product opens.
    await context.unroute('**/v1/**');
    await page.clock.runFor(16_000);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.getByRole('status').filter({ hasText: 'The store cannot be reached' })).toHaveCount(0);
  });
});

/**
 * How the worker's own requests meet the network (Playwright's routes do not reach a service
 * worker's), the device online: as they are (`open`, page requests held before let through),
 * every one failing (`silent`: its server restarting, a hospital's network in the way), or its
 * page requests held until `open` (`pages held`: a link that connects but hardly carries).
 */
async function workerNetwork(context: BrowserContext, how: 'open' | 'silent' | 'pages held') {
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
  await worker.evaluate((how) => {
    const sw = self as unknown as { fetch: typeof fetch; networkFetch?: typeof fetch; releasePages?: () => void };
    const network = (sw.networkFetch ??= sw.fetch);
    if (how === 'open') {
      sw.fetch = network;
      sw.releasePages?.();
    } else if (how === 'silent') {
      sw.fetch = () => Promise.reject(new TypeError('Failed to fetch'));
    } else {
      const release = new Promise<void>((resolve) => (sw.releasePages = resolve));
      sw.fetch = (input, init) => (input instanceof Request && input.mode === 'navigate' ? release.then(() => network(input, init)) : network(input, init));
    }
  }, how);
}

/** The store stops answering the page and its worker alike (its server restarting, a hospital's network in the way), the device online. */
async function storeSilent(page: Page, context: BrowserContext, silent: boolean) {
  await workerNetwork(context, silent ? 'silent' : 'open');
  if (silent) await context.route('**/v1/**', (route) => route.abort('connectionrefused'));
  else await context.unroute('**/v1/**');
  expect(await page.evaluate(() => navigator.onLine)).toBe(true);
}

test('a link that hardly carries: a page seen before comes from the device after a few seconds, dated, and the store’s late answer is kept for next time', async ({ page, context }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/en/product/category/pelvic-floor-meshes/pelvic-floor-meshes');
  await waitForServiceWorker(page);
  // Opened again with the worker in control: kept as it comes.
  await page.goto('/en/product/category/pelvic-floor-meshes/pelvic-floor-meshes');
  const heading = (await page.getByRole('heading', { level: 1 }).textContent())!;
  await waitForCached(page, '/en/product/category/pelvic-floor-meshes/');
  // Whether the device keeps the page (`forget`: no longer).
  const kept = (forget = false) =>
    page.evaluate(async (forget) => {
      // The worker's cache of pages (src/device/api/cache-names.ts: `pages-v1`).
      const pages = await caches.open((await caches.keys()).find((n) => n.startsWith('pages-'))!);
      const url = '/en/product/category/pelvic-floor-meshes/pelvic-floor-meshes';
      return forget ? pages.delete(url) : (await pages.match(url)) !== undefined;
    }, forget);
  expect(await kept()).toBe(true);

  await workerNetwork(context, 'pages held');
  // The page opens while the store's answer is still held: from the device, and it says so, dated.
  await page.goto('/en/product/category/pelvic-floor-meshes/pelvic-floor-meshes');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  await expect(page.locator('.product-card').first()).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'This page is from this device, as of' })).toBeVisible();
  expect(await page.evaluate(() => navigator.onLine)).toBe(true);
  await keepScreenshot(page, { path: 'test-results/offline-slow-link-en-390.png' });

  // The held answer comes after all: it is what the device keeps for next time (the copy that
  // answered forgotten first, so that the one kept then can only be the late answer).
  expect(await kept(true)).toBe(true);
  await workerNetwork(context, 'open');
  await expect.poll(() => kept(), { timeout: 15_000 }).toBe(true);
});

test('the store silent, the device online: a page seen before comes from the device and says so, dated, until the store answers again', async ({ page, context }) => {
  await page.clock.install();
  await page.setViewportSize({ width: 390, height: 844 });
  // The mesh's category, then the mesh (the category is the mesh's breadcrumb).
  await page.goto('/en/product/category/pelvic-floor-meshes/pelvic-floor-meshes');
  await waitForServiceWorker(page);
  await waitForCached(page, '/v1/category/en/categories?url_keywords=pelvic-floor-meshes');
  await page.goto('/en/product/1041/x');
  const product = page.url();
  const title = (await page.getByRole('heading', { level: 1 }).textContent())!;
  await waitForCached(page, '/en/product/1041/');
  const banner = page.getByRole('status').filter({ hasText: 'The store cannot be reached just now' });

  await storeSilent(page, context, true);
  const res = await page.goto(product);
  expect(res!.fromServiceWorker()).toBe(true);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.locator('.buy-box .price-large')).toContainText('Toman');
  // Not that the device is offline: the store is not answering, and this is the device's copy, dated.
  await expect(banner).toContainText(`This page is from this device, as of`);
  await expect(banner).toContainText(String(new Date().getFullYear()));
  await expect(page.getByText('You are offline')).toHaveCount(0);
  await keepScreenshot(page, { path: 'test-results/offline-store-silent-en-390.png' });

  // The store answers again: the page asks it every 15 s, and the banner goes.
  await storeSilent(page, context, false);
  await page.clock.runFor(16_000);
  await expect(banner).toHaveCount(0);

  // Silent again, the page goes on within the app: its reads come from the device's copies, and
  // the worker, whose asking behind them got no answer, says so.
  await storeSilent(page, context, true);
  await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link').last().click();
  await expect(page).toHaveURL(/\/en\/product\/category\/pelvic-floor-meshes\/pelvic-floor-meshes$/);
  await expect(page.locator('.product-card-link').first()).toBeVisible();
  await expect(banner).toBeVisible();
  // A card's photo the device does not have shows as the card's frame, not a broken image.
  const drawn = () => page.locator('.product-card-link img').first().evaluate((i) => (i as HTMLImageElement).complete && (i as HTMLImageElement).naturalWidth > 0);
  await expect.poll(drawn).toBe(true);
  await storeSilent(page, context, false);
  await page.clock.runFor(16_000);
  await expect(banner).toHaveCount(0);
});
