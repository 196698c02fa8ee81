/**
 * Issue 30 §2: a product card's tap draws the product's first frame at once (the card's title,
 * photo and price in the page's layout) and the page replaces it when its reads answer; going
 * back finds the list where it was.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { waitForHydrated, keepScreenshot } from './pages.ts';

/** Holds the page's reads of a product (and its parts) until the returned function is called. */
async function holdProductReads(page: Page): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  await page.route(/\/products\/\d+(\?.*)?$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

// The reads are held here, in the page (the worker would answer them first).
test.use({ serviceWorkers: 'block', viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

test('a tapped product card paints the product’s outline before its reads answer, and the page follows; back keeps the list’s place', async ({ page }) => {
  await page.goto('/product/category/surgical-sutures/surgical-sutures');
  const card = page.locator('.product-card').nth(2);
  const title = (await card.locator('h3').textContent())!;
  // A tap before the page has hydrated is a document load (the server's product page), as for any
  // link; and a scroll before it would be forgotten by the router's first render.
  await waitForHydrated(card.locator('a.product-card-link'));
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  await card.scrollIntoViewIfNeeded();
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  const listScroll = await page.evaluate(() => window.scrollY);
  expect(listScroll).toBeGreaterThan(100);

  const release = await holdProductReads(page);
  await card.locator('a.product-card-link').tap();

  // The outline: the card's title where the page's heading comes, its photo and price, marked busy.
  const outline = page.locator('[aria-busy="true"]').filter({ has: page.locator('.preview-title', { hasText: title }) });
  await expect(outline).toBeVisible();
  await expect(outline.locator('img.preview-photo')).toBeVisible();
  await expect(outline.locator('.price')).toContainText('تومان');
  // Below the header, which stays.
  await expect(page.locator('.site-header')).toBeInViewport();
  await keepScreenshot(page, { path: 'test-results/card-tap-outline-390.png' });

  release();
  await expect(page.locator('.product-info h1')).toHaveText(title);
  await expect(page.locator('p.product-code')).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(page).toHaveURL(/\/product\/\d+\//);

  await page.goBack();
  await expect(page.locator('.product-card').nth(2)).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(listScroll - 50);
});

test('a card opened in a new tab is the browser’s: the page underneath draws nothing over itself', async ({ page, context }) => {
  await page.goto('/product/category/surgical-sutures/surgical-sutures');
  await waitForHydrated(page.locator('.product-card a.product-card-link').first());
  const opened = context.waitForEvent('page');
  await page.locator('.product-card a.product-card-link').first().click({ modifiers: ['ControlOrMeta'] });
  const tab = await opened;
  await expect(tab.locator('.product-info h1')).toBeVisible();
  await expect(page.locator('.preview-layer')).toHaveCount(0);
  await expect(page).toHaveURL(/\/product\/category\//);
});

test.describe('on a desktop, in English', () => {
  test.use({ viewport: { width: 1280, height: 800 }, hasTouch: false, isMobile: false });

  test('a clicked card paints the outline left to right, beside the photo as the page will', async ({ page }) => {
    await page.goto('/en/product/category/surgical-sutures/surgical-sutures');
    const card = page.locator('.product-card').first();
    const title = (await card.locator('h3').textContent())!;
    await waitForHydrated(card.locator('a.product-card-link'));
    const release = await holdProductReads(page);
    await card.locator('a.product-card-link').click();
    const outline = page.locator('[aria-busy="true"]').filter({ has: page.locator('.preview-title', { hasText: title }) });
    await expect(outline).toBeVisible();
    await expect(outline.locator('.price')).toContainText('Toman');
    // Two columns: the photo at the start (left), the title beside it. Both measured in one task:
    // the route's own outline takes over from the tap's layer after the router's second, and on a
    // busy machine two separate reads could straddle that swap (the first element then gone).
    const { photo, heading } = await outline.first().evaluate((el) => {
      const box = (selector: string) => {
        const r = el.querySelector(selector)!.getBoundingClientRect();
        return { x: r.x, width: r.width };
      };
      return { photo: box('img.preview-photo'), heading: box('.preview-title') };
    });
    expect(photo.width).toBeGreaterThan(0);
    expect(heading.x).toBeGreaterThan(photo.x + photo.width - 1);
    await keepScreenshot(page, { path: 'test-results/card-tap-outline-en-1280.png' });
    release();
    await expect(page.locator('.product-info h1')).toHaveText(title);
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  });
});
