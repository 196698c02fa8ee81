/**
 * "Tell me when it is back" (issue 31 §5), in Persian on a phone: a member on a product out of
 * stock asks to be told, offline (the request waits in the outbox and goes once the network is
 * back); the catalogue team puts stock back at the desk; the member's inbox says so and opens the
 * product, now with its "add to cart".
 */
import { expect, test } from './fixtures.ts';
import { DEV, freshMobile, signInOnPage } from './members.ts';
import { waitForServiceWorker, keepScreenshot } from './pages.ts';
import { setProduct } from './staff.ts';

test('a member asks offline to hear when a product is back, and is told when the desk restocks it', async ({ page, context, browser, baseURL }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 390, height: 844 });
  // The demo's product out of stock.
  const list = (await (await page.request.get('/v1/product/fa/products?sort=stock&limit=1', DEV)).json()) as { data: { id: number; title: string; stock: number }[] };
  const product = list.data[0]!;
  expect(product.stock).toBe(0);

  try {
    // A visitor is asked to sign in first, and comes back to the product.
    const visitor = await browser.newPage({ baseURL, viewport: { width: 1280, height: 900 } });
    await visitor.goto(`/en/product/${product.id}/x`);
    const signIn = visitor.getByRole('link', { name: 'Sign in to hear when it is back' });
    await expect(signIn).toHaveAttribute('href', new RegExp(`/en/member/signin\\?redirect=.*product%2F${product.id}`));
    await keepScreenshot(visitor, { path: 'test-results/stock-alert-en-1280.png' });
    await visitor.close();

    await page.goto('/member/signin');
    await signInOnPage(page, freshMobile(), 'fa', { first: 'نرگس', last: 'کاظمی' });
    await expect(page).toHaveURL(/\/dashboard/);
    await page.goto(`/product/${product.id}/x`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(product.title);
    await waitForServiceWorker(page);

    const ask = page.getByRole('button', { name: 'موجود شد خبرم کنید' });
    await expect(ask).toHaveAttribute('aria-pressed', 'false');
    await context.setOffline(true);
    await ask.click();
    const asked = page.getByRole('button', { name: 'موجود شد خبرتان می‌کنیم' });
    await expect(asked).toHaveAttribute('aria-pressed', 'true');
    await expect(page.locator('.stock-alert').getByRole('status')).toBeVisible();
    for (const width of [360, 390]) {
      await page.setViewportSize({ width, height: 800 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await keepScreenshot(page, { path: `test-results/stock-alert-fa-${width}.png` });
    }
    await context.setOffline(false);
    await expect(page.locator('.stock-alert').getByRole('status')).toHaveCount(0, { timeout: 15_000 });

    // Reloaded, it is still asked (the server's list says so).
    await page.reload();
    await expect(asked).toHaveAttribute('aria-pressed', 'true');

    await setProduct(product.id, { stock: 6 });
    await page.goto('/dashboard/notifications');
    const item = page.locator('.inbox-item').filter({ hasText: 'دوباره موجود است' });
    await expect(item).toHaveCount(1);
    await expect(item).toContainText(product.title);
    await keepScreenshot(page, { path: 'test-results/stock-alert-inbox-fa-390.png' });
    await item.getByRole('link').first().click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(product.title);
    // In stock: the page offers the cart, and no longer the alert.
    await expect(page.getByRole('button', { name: 'افزودن به سبد خرید' }).first()).toBeVisible();
    await expect(page.locator('.stock-alert')).toHaveCount(0);
  } finally {
    await setProduct(product.id, { stock: 0 });
  }
});
