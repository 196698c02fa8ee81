import { expect, test } from './fixtures.ts';
import { waitForCached, waitForServiceWorker, keepScreenshot } from './pages.ts';
import { setProduct } from './staff.ts';
import { devicePut, deviceValues } from './device-db.ts';


test.use({ viewport: { width: 390, height: 844 } });

test('a cart filled offline survives a reload offline, and back online a price changed on the server is shown to accept', async ({ page, context }) => {
  await page.goto('/en/product/1027/x');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hypoallergenic fabric tape 5 cm');
  await waitForServiceWorker(page);
  await waitForCached(page, '/v1/product/en/products/1027');
  try {
    await context.setOffline(true);
    await page.getByLabel('Quantity').fill('2');
    await page.getByLabel('Note for this item (optional)').fill('Ward 4');
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.getByRole('button', { name: 'Cart (2)' })).toBeVisible();

    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hypoallergenic fabric tape 5 cm');
    await page.getByRole('button', { name: 'Cart (2)' }).click();
    const drawer = page.getByRole('dialog', { name: 'Your cart' });
    await expect(drawer.getByRole('link', { name: 'Hypoallergenic fabric tape 5 cm' })).toBeVisible();
    await expect(drawer.getByLabel('Note for Hypoallergenic fabric tape 5 cm')).toHaveValue('Ward 4');
    await expect(drawer.getByText(/You are offline: prices as of/)).toBeVisible();
    await expect(drawer.locator('.cart-subtotal')).toContainText('370,000 Toman');
    // What removes is in the danger colour; nothing else that looks like a link is.
    const colour = (name: string) => drawer.getByRole('button', { name, exact: true }).evaluate((b) => getComputedStyle(b).color);
    const danger = await page.evaluate(() => { const b = document.createElement('b'); b.style.color = 'var(--danger)'; document.body.append(b); const c = getComputedStyle(b).color; b.remove(); return c; });
    expect(await colour('Remove')).toBe(danger);
    expect(await colour('Empty the cart')).toBe(danger);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // The line's photo, if this device does not have it: its empty frame, not the browser's broken image.
    const photo = () => drawer.locator('.cart-line > :first-child').evaluate((e) => (e instanceof HTMLImageElement ? (e.complete && e.naturalWidth > 0 ? 'drawn' : 'not yet or broken') : e.className));
    await expect.poll(photo).toMatch(/^(drawn|cart-line-image)$/);
    await keepScreenshot(page, { path: 'test-results/cart-offline-390.png' });
    // The drawer opens only when asked: a page loaded while it was open comes back with it closed,
    // once the cart has loaded from the device (after the page is idle: its count says so).
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hypoallergenic fabric tape 5 cm');
    await expect(page.getByRole('button', { name: 'Cart (2)' })).toBeVisible();
    await expect(drawer).toHaveCount(0);
    await page.getByRole('button', { name: 'Cart (2)' }).click();
    await expect(drawer.getByRole('link', { name: 'Hypoallergenic fabric tape 5 cm' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toHaveCount(0);

    // While the phone was offline, the price went up.
    await setProduct(1027, { price: 1_990_000 });
    await context.setOffline(false);
    await page.getByRole('button', { name: 'Cart (2)' }).click();
    const review = drawer.getByRole('alert');
    await expect(review).toContainText('Your cart changed since you added these');
    await expect(review).toContainText('Hypoallergenic fabric tape 5 cm: the price went up');
    await expect(review).toContainText('199,000 Toman');
    // Nothing is applied before the shopper accepts.
    await expect(drawer.locator('.cart-subtotal')).toContainText('370,000 Toman');
    await keepScreenshot(page, { path: 'test-results/cart-review-390.png' });
    await review.getByRole('button', { name: 'Accept the changes' }).click();
    await expect(drawer.getByRole('alert')).toHaveCount(0);
    await expect(drawer.locator('.cart-subtotal')).toContainText('398,000 Toman');
    await drawer.getByRole('button', { name: 'One less Hypoallergenic fabric tape 5 cm' }).click();
    await expect(page.getByRole('button', { name: 'Cart (1)' })).toBeVisible();
    await drawer.getByRole('button', { name: 'Empty the cart' }).click();
    await expect(drawer.getByText(/Your cart is empty/)).toBeVisible();
    // One tap too many: the notice puts it all back, note included.
    const notice = page.getByRole('status').filter({ hasText: 'The cart was emptied' });
    await notice.getByRole('button', { name: 'Undo' }).click();
    await expect(page.getByRole('button', { name: 'Cart (1)' })).toBeVisible();
    await expect(drawer.getByLabel('Note for Hypoallergenic fabric tape 5 cm')).toHaveValue('Ward 4');
    await expect(notice).toHaveCount(0);
  } finally {
    await context.setOffline(false);
    await setProduct(1027, { price: 1_850_000 });
  }
});

test('a product card adds one unit, and the cart drawer reads right to left in Persian', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/product');
  await page.waitForLoadState('networkidle');
  await page.getByRole('button', { name: /^افزودن .* به سبد خرید$/ }).first().click();
  await expect(page.getByRole('button', { name: 'سبد خرید (۱)' })).toBeVisible();
  const added = page.locator('.notice').filter({ hasText: 'به سبد خرید افزوده شد' });
  await expect(added).toBeVisible();
  await page.getByRole('button', { name: 'سبد خرید (۱)' }).click();
  const drawer = page.getByRole('dialog', { name: 'سبد خرید شما' });
  await expect(drawer.locator('.cart-subtotal')).toContainText('تومان');
  // The open cart says what "added" said: that notice goes as the drawer opens (not at the end of
  // its 5 s, which a polling expect would wait for), and leaves the drawer's foot uncovered.
  expect(await added.count()).toBe(0);
  const checkout = (await drawer.getByRole('link', { name: 'ثبت سفارش' }).boundingBox())!;
  expect(await page.evaluate(([x, y]) => document.elementFromPoint(x!, y!)?.closest('a')?.textContent, [checkout.x + checkout.width / 2, checkout.y + checkout.height / 2])).toBe('ثبت سفارش');
  // The drawer fits the phone's width.
  const box = await drawer.boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(360);
  expect(await drawer.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  await keepScreenshot(page, { path: 'test-results/cart-fa-360.png' });
  // Removing a line is undone from its notice; emptying the cart too, until the notice goes.
  await drawer.getByRole('button', { name: 'حذف' }).click();
  await expect(page.getByRole('button', { name: 'سبد خرید (۰)' })).toBeVisible();
  const undo = page.getByRole('status').filter({ hasText: 'از سبد برداشته شد' }).getByRole('button', { name: 'برگردان' });
  await expect(page.getByRole('dialog').getByRole('link', { name: 'دیدن محصولات' })).toBeVisible();
  await keepScreenshot(page, { path: 'test-results/cart-undo-fa-360.png' });
  await undo.click();
  await expect(page.getByRole('button', { name: 'سبد خرید (۱)' })).toBeVisible();
  await drawer.getByRole('button', { name: 'خالی کردن سبد' }).click();
  await expect(page.getByRole('button', { name: 'سبد خرید (۰)' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'سبد خالی شد' })).toBeVisible();
});

test('a quantity stops at the stock, with the reason, on the product page and in the drawer; lines read in the page’s language', async ({ page }) => {
  // Paper tape 5 cm: 9 in stock in the demo catalogue.
  await page.goto('/en/product/1022/x');
  await expect(page.locator('.buy-box .availability')).toHaveText('Only 9 left');
  const quantity = page.getByLabel('Quantity');
  await quantity.fill('50');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('alert')).toHaveText('Only 9 in stock: enter 9 or fewer.');
  await expect(page.getByRole('button', { name: 'Cart (0)' })).toBeVisible();
  // The stepper: + stops at 9, − at 1.
  await quantity.fill('8');
  await page.getByRole('button', { name: 'One more', exact: true }).click();
  await page.getByRole('button', { name: 'One more', exact: true }).click();
  await expect(quantity).toHaveValue('9');
  await expect(page.getByRole('alert')).toHaveCount(0);
  await keepScreenshot(page, { path: 'test-results/product-stepper-en-390.png' });
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('button', { name: 'Cart (9)' })).toBeVisible();

  // In the drawer, + is stopped at the stock and says why.
  await page.getByRole('button', { name: 'Cart (9)' }).click();
  const drawer = page.getByRole('dialog', { name: 'Your cart' });
  await expect(drawer.getByRole('button', { name: /^One more / })).toBeDisabled();
  await expect(drawer.getByText('Only 9 in stock', { exact: true })).toBeVisible();
  await drawer.getByRole('button', { name: 'Close the cart' }).click();

  // The same line on a Persian page reads in Persian once the drawer has priced it.
  await page.goto('/product');
  await page.getByRole('button', { name: 'سبد خرید (۹)' }).click();
  const faDrawer = page.getByRole('dialog', { name: 'سبد خرید شما' });
  await expect(faDrawer.locator('.cart-line-title')).toHaveText(/چسب کاغذی/);
  await keepScreenshot(page, { path: 'test-results/cart-title-fa-390.png' });
  await faDrawer.getByRole('button', { name: 'خالی کردن سبد' }).click();
});

test('a full cart (as many products as an order may hold) refuses another product in words, and still takes more of one it holds', async ({ page }) => {
  await page.goto('/en/product/1027/x');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('button', { name: 'Cart (1)' })).toBeVisible();
  // A hospital's long list: the cart filled up to the limit on this device (49 more lines).
  const row = (await deviceValues<{ key: string; cart: { items: Record<string, unknown>[] } }>(page, 'cart')).find((r) => r.key === 'cart')!;
  const first = row.cart.items[0]!;
  for (let id = 2_000_001; row.cart.items.length < 50; id++) row.cart.items.push({ ...first, id, title: `Item ${id}`, titles: { en: `Item ${id}` }, quantity: 1 });
  await devicePut(page, 'cart', row);
  await page.goto('/en/product/1009/x');
  await expect(page.getByRole('button', { name: 'Cart (50)' })).toBeVisible();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText('Your cart is full')).toBeVisible();
  await expect(page.getByText(/An order holds at most 50 different products\. Place this order, then add .+ to the next one\./)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cart (50)' })).toBeVisible();

  await page.goto('/en/product/1027/x');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText('Added to the cart')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cart (51)' })).toBeVisible();
});

test('with the keyboard, the cart drawer keeps the focus among its controls and its notices, and gives it back to the cart button when it closes', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/en/product/1027/x');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hypoallergenic fabric tape 5 cm');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  const cartButton = page.getByRole('banner').getByRole('button', { name: 'Cart (1)' });
  await cartButton.focus();
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog', { name: 'Your cart' });
  await expect(drawer.getByRole('button', { name: 'Close the cart' })).toBeFocused();
  await expect(drawer.getByRole('link', { name: 'Checkout' })).toBeVisible();
  const stops = await drawer.evaluate((el) => el.querySelectorAll('a[href], button:not([disabled]), input:not([disabled]), select, textarea').length);
  // In the drawer, or in a notice it showed (the one that said the product was added has a Close).
  const inDrawer = () => page.evaluate(() => Boolean(document.activeElement?.closest('[role=dialog], [aria-label=Notifications]')));
  // Round the drawer twice, forwards and back: the focus never reaches the page behind it.
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let i = 0; i < stops * 2; i++) {
      await page.keyboard.press(key);
      expect(await inDrawer(), `${key} ${i + 1}`).toBe(true);
    }
  }
  // A line removed: its notice's Undo is reached from the drawer by Tab, and undoes it.
  await drawer.getByRole('button', { name: 'Remove', exact: true }).click();
  const undo = page.getByRole('status').filter({ hasText: 'removed from the cart' }).getByRole('button', { name: 'Undo' });
  await expect(undo).toBeVisible();
  for (let i = 0; i < 12 && !(await undo.evaluate((b) => b === document.activeElement)); i++) await page.keyboard.press('Tab');
  await expect(undo).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(cartButton).toBeVisible();
  // Escape closes it, and the focus is back on the button that opened it.
  await drawer.getByRole('button', { name: 'Close the cart' }).focus();
  await page.keyboard.press('Escape');
  await expect(drawer).toHaveCount(0);
  await expect(cartButton).toBeFocused();
});
