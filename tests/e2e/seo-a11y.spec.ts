import { expect, test } from './fixtures.ts';
import { a11yProblems } from './pages.ts';

test('the HTML of a product URL holds its title and JSON-LD before any script runs', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.goto('/en/product/1041/pre-cut-pelvic-floor-mesh');
  await expect(page).toHaveTitle('Pre-cut pelvic floor mesh | Medical Supplies Store');
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const product = blocks.map((b) => JSON.parse(b)).find((b) => b['@type'] === 'Product');
  expect(product).toMatchObject({ name: 'Pre-cut pelvic floor mesh', offers: { '@type': 'Offer', priceCurrency: 'IRR' } });
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/en\/product\/1041\/pre-cut-pelvic-floor-mesh$/);
  await context.close();
});

const PAGES = [
  ['home', '/'],
  ['category', '/product/category/surgical-sutures/surgical-sutures'],
  ['product', '/product/1041/x'],
  ['news', '/news'],
  ['faq', '/faq'],
  ['album', '/album'],
  ['search', '/search?q=mesh'],
  ['all products', '/product'],
  ['compare', '/compare'],
] as const;

const VIEWPORTS = [
  ['desktop', { width: 1280, height: 800 }],
  ['phone', { width: 412, height: 860 }],
] as const;

test.describe('axe', () => {
  // What axe reads is the page as it arrives and is drawn: no service worker, which each new
  // browser context would install (a second of a core each) for nothing these tests look at.
  test.use({ serviceWorkers: 'block' });
  for (const [device, viewport] of VIEWPORTS) {
    for (const locale of ['fa', 'en'] as const) {
      for (const [name, path] of PAGES) {
        test(`axe (${device}): no serious or critical violation, headings in order, on ${name} (${locale})`, async ({ page }) => {
          await page.setViewportSize(viewport);
          await page.goto(locale === 'en' ? (path === '/' ? '/en' : `/en${path}`) : path);
          await expect(page.locator('#main h1, #main h2').first()).toBeVisible();
          expect(await a11yProblems(page)).toEqual([]);
        });
      }
    }
  }
});

test('the header works by keyboard: skip link, products menu, Escape', async ({ page }) => {
  await page.goto('/en');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
  await page.keyboard.press('Tab'); // brand
  await page.keyboard.press('Tab');
  await expect(page.getByRole('banner').getByRole('combobox', { name: 'Search products' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Search', exact: true })).toBeFocused();
  // compare, cart, sign in, language, theme; then the menu's row
  for (let i = 0; i < 6; i++) await page.keyboard.press('Tab');
  const menuButton = page.getByRole('button', { name: 'Products' });
  await expect(menuButton).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'All products' }).first()).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  await expect(menuButton).toBeFocused();
  // The skip link moves focus to the main content.
  await page.getByRole('link', { name: 'Skip to content' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('#main')).toBeFocused();
});
