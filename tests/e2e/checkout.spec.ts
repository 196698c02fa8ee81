import { rialInPersianWords } from '../../shared/amount-words.ts';
import { type Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { addRecipient, apiToken, DEV, freshMobile, signInEnOnPage } from './members.ts';
import { a11yProblems, keepScreenshot, misplacedCurrent, splitSizes, waitForServiceWorker } from './pages.ts';

test.use({ viewport: { width: 390, height: 844 } });

/** A product with the guarantee option and stock, in English. */
const PRODUCT = { id: 1027, title: 'Hypoallergenic fabric tape 5 cm' };

async function addToCart(page: Page, quantity = 1) {
  await page.goto(`/en/product/${PRODUCT.id}/x`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(PRODUCT.title);
  await page.getByLabel('Quantity').fill(String(quantity));
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('button', { name: `Cart (${quantity})` })).toBeVisible();
}

/** From the cart drawer to the review of an order, signing up on the way unless signed in already. */
async function placeOrder(page: Page, opts: { code?: string; screenshots?: boolean; signedIn?: boolean } = {}) {
  await page.getByRole('button', { name: /^Cart \(/ }).click();
  await page.getByRole('dialog', { name: 'Your cart' }).getByRole('link', { name: 'Checkout' }).click();
  if (!opts.signedIn) {
    // Checkout needs a member: sign up here, and come back to it with the cart kept.
    await expect(page).toHaveURL(/\/en\/member\/signin\?redirect=/);
    await signInEnOnPage(page, freshMobile(), { first: 'Sara', last: 'Ahmadi' });
  }
  await expect(page).toHaveURL(/\/en\/order\/checkout$/);
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('link', { name: PRODUCT.title })).toBeVisible();
  await page.getByRole('button', { name: 'Continue to delivery' }).click();

  // A postal code short of its 10 digits is refused with a word, then the recipient is added.
  await page.getByLabel('Postal code').fill('12345');
  await page.getByRole('button', { name: 'Save the recipient' }).click();
  await expect(page.getByText('The postal code has 10 digits.')).toBeVisible();
  // The first field to put right has the focus, and its message is its description.
  const name = page.getByLabel("Recipient's name (a person or a ward)");
  await expect(name).toBeFocused();
  await expect(name).toHaveAccessibleDescription("Enter the recipient's name.");
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await addRecipient(page);
  await expect(page.getByRole('radio', { name: /Express post/ })).toBeChecked();
  if (opts.code) {
    // A code is applied on its own: a refused one is said, and is left out.
    await page.getByLabel('Discount code').fill('NOWRUZ15');
    await page.getByRole('button', { name: 'Apply', exact: true }).click();
    await expect(page.locator('#code-error')).toHaveText('This discount code has expired.');
    await page.getByLabel('Discount code').fill(opts.code);
    await page.getByRole('button', { name: 'Apply', exact: true }).click();
    const applied = page.locator('.code-applied');
    await expect(applied).toContainText(opts.code);
    await expect(page.locator('#code-error')).toHaveCount(0);
    // Removed with one tap, and applied again.
    await applied.getByRole('button', { name: `Remove the code ${opts.code}` }).click();
    await expect(applied).toHaveCount(0);
    await page.getByRole('button', { name: 'Apply', exact: true }).click();
    await expect(applied).toContainText(opts.code);
  }
  if (opts.screenshots) await keepScreenshot(page, { path: 'test-results/checkout-delivery-390.png', fullPage: true });
  await page.getByRole('button', { name: 'Continue to review' }).click();
  await expect(page.getByRole('heading', { name: 'Review your order' })).toBeVisible();
  // Where it goes, in full, with a way back to change it.
  const deliverTo = page.getByRole('region', { name: 'Delivered to' });
  for (const text of ['Ward 7 store room', 'Keshavarz Blvd', '1419733141', '09121112233']) await expect(deliverTo).toContainText(text);
  await expect(deliverTo.getByRole('button', { name: /^Change/ })).toBeVisible();
  if (opts.screenshots) expect(await a11yProblems(page)).toEqual([]);
  if (opts.screenshots) await keepScreenshot(page, { path: 'test-results/checkout-review-390.png', fullPage: true });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
}

test('a new member adds a recipient, chooses shipping, applies a code, pays in the sandbox and finds the order paid', async ({ page }) => {
  await addToCart(page, 2);
  await placeOrder(page, { code: 'WELCOME10', screenshots: true });
  await expect(page.locator('.totals')).toContainText('Discount (WELCOME10)');
  // Its effect and its cap, where the total is.
  await expect(page.locator('.code-note')).toHaveText(/^The code WELCOME10 gives 10% off, at most 500,000 Toman/);
  // 2 × 185,000 Toman, 10% off, value-added tax 10% of the rest (the tape is taxed), express post 95,000 Toman.
  await expect(page.locator('.totals')).toContainText('Value-added tax (10%)33,300 Toman');
  await expect(page.locator('.totals .total').last()).toContainText('461,300 Toman');

  // A note for the whole order, with a link pasted from the hospital's own system.
  const request = 'https://hospital.example/purchasing/requests/2026/REQ-' + '7'.repeat(48);
  await page.getByLabel('A note for the whole order (optional)').fill(`Deliver to the ward 7 store room, mornings.\nRequest: ${request}`);
  // A double tap places one order.
  await page.getByRole('button', { name: 'Place the order' }).dblclick();
  await expect(page.getByRole('heading', { name: /^Order .* is placed: pay 461,300 Toman$/ })).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);
  await page.getByRole('button', { name: 'Pay online' }).click();

  await expect(page.getByRole('heading', { name: 'Sandbox payment gateway' })).toBeVisible();
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page).toHaveURL(/\/en\/order\/result\?order_id=\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Order .* is paid$/);
  // The order's summary, where it goes and when, and the ways on.
  await expect(page.getByRole('list', { name: /^Items of order / }).getByRole('listitem')).toHaveCount(1);
  await expect(page.locator('.result-delivery')).toContainText(/working days after payment/);
  await expect(page.getByRole('link', { name: 'Continue shopping' })).toBeVisible();
  await keepScreenshot(page, { path: 'test-results/checkout-paid-390.png' });

  await page.getByRole('link', { name: 'See the order' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Paid');
  // The member reads their note where the delivery is; the pasted link breaks rather than push the page sideways.
  await expect(page.locator('.order-note')).toContainText('Your note for the order');
  await expect(page.locator('.order-note')).toContainText(`Deliver to the ward 7 store room, mornings.\nRequest: ${request}`, { useInnerText: true });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expect(page.getByRole('list').filter({ hasText: 'Awaiting payment' }).getByRole('listitem')).toHaveCount(2);
  // An order is in the Orders section of the menu, and of the member's area in the bottom bar: neither is the page shown.
  const ordersTab = page.getByRole('navigation', { name: 'Your account' }).getByRole('link', { name: 'Orders', exact: true });
  await expect(ordersTab).toHaveAttribute('aria-current', 'true');
  await expect(page.getByRole('navigation', { name: 'Shortcuts' }).getByRole('link', { name: /^Sara/ })).toHaveAttribute('aria-current', 'true');
  expect(await misplacedCurrent(page)).toEqual([]);
  await ordersTab.click();
  await expect(page).toHaveURL(/\/en\/dashboard\/order$/);
  await expect(ordersTab).toHaveAttribute('aria-current', 'page');
  const tabs = page.getByRole('navigation', { name: 'Orders by status' });
  await expect(tabs.getByRole('link', { name: 'All 1' })).toBeVisible();
  await expect(tabs.getByRole('link', { name: 'In progress 1' })).toBeVisible();
  await expect(tabs.getByRole('link', { name: 'Awaiting payment 0' })).toBeVisible();
  await expect(page.locator('.order-row')).toHaveCount(1);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  // An old link past the list's end says so (not "no orders"), with the way to the orders there are.
  await page.goto('/en/dashboard/order?page=9');
  await expect(page.getByText('There is no page 9 in this list: its last page is 1.')).toBeVisible();
  await expect(page.getByText('No orders here yet.')).toHaveCount(0);
  await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Page 1' }).click();
  await expect(page.locator('.order-row')).toHaveCount(1);
  // Found by its number: the URL's `q=10501` is a number to the router, and once was dropped as not text.
  const number = /\/dashboard\/order\/(\d+)$/.exec((await page.locator('.order-row-link').getAttribute('href'))!)![1]!;
  for (const [q, rows] of [[number, 1], ['99999999', 0]] as const) {
    await page.goto(`/en/dashboard/order?q=${q}`);
    await expect(page.getByRole('searchbox', { name: 'Search by order number or product' })).toHaveValue(q);
    await expect(page.locator('.order-row')).toHaveCount(rows);
    if (rows === 0) await expect(page.getByText('No order matches your search.')).toBeVisible();
  }
  // A page number that is not one is the first page.
  await page.goto('/en/dashboard/order?page=abc');
  await expect(page).toHaveURL(/\/en\/dashboard\/order$/);
  await expect(page.locator('.order-row')).toHaveCount(1);
  // The cart was emptied by the order; checkout says so at once, and offers the products.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('cartCount'))).toBe('0');
  await page.goto('/en/order/checkout');
  await expect(page.getByText('Your cart is empty: there is nothing to check out.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue to delivery' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'See the products' })).toBeVisible();
  await keepScreenshot(page, { path: 'test-results/orders-390.png', fullPage: true });
});

test('an order over the store’s limit of one product names it; typed lower in the cart, the same checkout places it', async ({ page }) => {
  // A hospital's quantity, over the store's limit of units of one product in one order (100).
  const tape = 'Hypoallergenic fabric tape 10 cm';
  await page.goto('/en/product/1028/x');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(tape);
  await page.getByLabel('Quantity').fill('120');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await page.getByRole('button', { name: 'Cart (120)' }).click();
  await page.getByRole('dialog', { name: 'Your cart' }).getByRole('link', { name: 'Checkout' }).click();
  await signInEnOnPage(page, freshMobile(), { first: 'Reza', last: 'Karimi' });
  await expect(page).toHaveURL(/\/en\/order\/checkout$/);
  await page.getByRole('button', { name: 'Continue to delivery' }).click();
  await addRecipient(page);
  await page.getByRole('button', { name: 'Continue to review' }).click();
  await page.getByRole('button', { name: 'Place the order' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'At most' })).toHaveText(`At most 100 units of one product can be ordered at once: ${tape}. Lower its quantity in the cart.`);

  // Back to the cart: the quantity is typed, not tapped down 20 times; what is not a number is said and changes nothing.
  await page.getByRole('button', { name: 'Back' }).click();
  await page.getByRole('button', { name: 'Back' }).click();
  const quantity = page.getByLabel(`Quantity of ${tape}`);
  await quantity.fill('none');
  await quantity.press('Tab');
  await expect(page.getByRole('alert').filter({ hasText: 'Type a number' })).toHaveText('Type a number from 1 to 250; Remove takes the line out.');
  await expect(quantity).toHaveAttribute('aria-invalid', 'true');
  await quantity.fill('100');
  await quantity.press('Enter');
  await expect(page.getByRole('alert').filter({ hasText: 'Type a number' })).toHaveCount(0);
  await expect(quantity).toHaveValue('100');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('cartCount'))).toBe('100');
  await keepScreenshot(page, { path: 'test-results/checkout-typed-quantity-390.png', fullPage: true });

  // The refused try was its key's answer: this one, a different order, is placed.
  await page.getByRole('button', { name: 'Continue to delivery' }).click();
  await page.getByRole('button', { name: 'Continue to review' }).click();
  await expect(page.getByRole('heading', { name: 'Review your order' })).toBeVisible();
  await page.getByRole('button', { name: 'Place the order' }).click();
  await expect(page.getByRole('heading', { name: /^Order .* is placed: pay .* Toman$/ })).toBeVisible();
});

test('an order whose answer the connection lost, placed again for a changed cart, is not placed twice unseen: the member is sent to look at their orders', async ({ page }) => {
  const tape = 'Hypoallergenic fabric tape 10 cm';
  await page.goto('/en/product/1028/x');
  await page.getByLabel('Quantity').fill('2');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await page.getByRole('button', { name: 'Cart (2)' }).click();
  await page.getByRole('dialog', { name: 'Your cart' }).getByRole('link', { name: 'Checkout' }).click();
  await signInEnOnPage(page, freshMobile(), { first: 'Parisa', last: 'Nouri' });
  await page.getByRole('button', { name: 'Continue to delivery' }).click();
  await addRecipient(page);
  await page.getByRole('button', { name: 'Continue to review' }).click();
  // The order reaches the server, and its answer is lost on the way back.
  let lost = false;
  // (The context's router: the service worker's requests pass it too.)
  await page.context().route(/\/v1\/store\/\w+\/orders(\?|$)/, async (route) => {
    if (lost || route.request().method() !== 'POST') return route.fallback();
    lost = true;
    await route.fetch();
    await route.abort('connectionreset');
  });
  await page.getByRole('button', { name: 'Place the order' }).click();
  await expect.poll(() => lost).toBe(true);
  await expect(page.getByRole('heading', { name: 'Review your order' })).toBeVisible();
  // The member changes the cart and places it again: the earlier try is said, with the way to the orders.
  await page.getByRole('button', { name: 'Back' }).click();
  await page.getByRole('button', { name: 'Back' }).click();
  await page.getByRole('button', { name: `One more ${tape}` }).click();
  await expect(page.getByLabel(`Quantity of ${tape}`)).toHaveValue('3');
  await page.getByRole('button', { name: 'Continue to delivery' }).click();
  await page.getByRole('button', { name: 'Continue to review' }).click();
  await page.getByRole('button', { name: 'Place the order' }).click();
  const warning = page.getByRole('alert').filter({ hasText: 'earlier try' });
  await expect(warning).toContainText('may have placed this order already. Check your orders before placing it again.');
  await warning.getByRole('link', { name: 'Your orders' }).click();
  await expect(page).toHaveURL(/\/en\/dashboard\/order$/);
  await expect(page.locator('.order-row')).toHaveCount(1);
});

test('offline, delivery shows the recipients and shipping saved on the device, dated, says placing needs the network, and refreshes once back online', async ({ page, context }) => {
  await addToCart(page);
  await placeOrder(page);
  await waitForServiceWorker(page);

  await context.setOffline(true);
  await page.reload();
  await page.getByRole('button', { name: 'Continue to delivery' }).click();
  await expect(page.getByRole('radio', { name: /Ward 7 store room/ })).toBeChecked();
  await expect(page.getByRole('radio', { name: /Express post/ })).toBeChecked();
  await expect(page.getByText(/^Saved on this device:/)).toBeVisible();
  await expect(page.getByText('Placing an order needs the network', { exact: false })).toBeVisible();
  await keepScreenshot(page, { path: 'test-results/checkout-delivery-offline-390.png', fullPage: true });

  // Back online, the step reads the lists again by itself.
  await context.setOffline(false);
  await expect(page.getByText(/^Saved on this device:/)).toHaveCount(0, { timeout: 15_000 });
  await expect(page.getByText('Placing an order needs the network', { exact: false })).toHaveCount(0);
  await page.getByRole('button', { name: 'Continue to review' }).click();
  await expect(page.getByRole('region', { name: 'Delivered to' })).toContainText('Ward 7 store room');
});

test('cancelling at the gateway leaves the order awaiting payment, with a way to pay again, held for a time said in both languages; a member may cancel it', async ({ page }) => {
  await addToCart(page);
  await placeOrder(page);
  await page.getByRole('button', { name: 'Place the order' }).click();
  await page.getByRole('button', { name: 'Pay online' }).click();
  await page.getByRole('button', { name: 'Cancel payment' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Order .* is waiting for payment$/);
  await expect(page.getByText('Nothing was charged.')).toBeVisible();
  await page.getByRole('button', { name: 'Pay again' }).click();
  await expect(page.getByRole('heading', { name: 'Sandbox payment gateway' })).toBeVisible();
  await page.goBack();
  await page.getByRole('link', { name: 'See the order' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Awaiting payment');
  await expect(page.getByRole('button', { name: 'Pay now' })).toBeVisible();
  // The order holds its items for 30 minutes, and says until when.
  await expect(page.locator('.hold-note')).toContainText(/^Its items are held for you until .+ \((29|30) min left\)\. After that the order is cancelled/);
  await keepScreenshot(page, { path: 'test-results/order-held-en-390.png', fullPage: true });
  await page.goto(page.url().replace('/en/', '/'));
  await expect(page.locator('.hold-note')).toContainText(/کالاهای این سفارش تا .+ \([۰-۹]+ دقیقهٔ دیگر\) برای شما نگه داشته می‌شوند/);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await keepScreenshot(page, { path: 'test-results/order-held-fa-390.png', fullPage: true });
  const orderUrl = page.url();
  // Checkout again, the cart empty: it points at the order waiting for payment.
  await page.goto('/en/order/checkout');
  await page.getByRole('link', { name: 'See the order and pay' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Awaiting payment');
  await page.goto(orderUrl.replace('/dashboard/', '/en/dashboard/'));
  // The same order open in a second tab, from before the cancel.
  const other = await page.context().newPage();
  await other.goto(page.url());
  await expect(other.getByRole('button', { name: 'Cancel the order' })).toBeVisible();
  const third = await page.context().newPage();
  await third.goto(page.url());
  await expect(third.getByRole('button', { name: 'Pay now' })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel the order' }).click();
  // The question comes in place, the way back focused; Escape puts the button back, focused.
  await expect(page.getByRole('alertdialog', { name: 'Cancel this order?' }).getByRole('button', { name: 'Keep it' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Cancel the order' })).toBeFocused();
  await page.getByRole('button', { name: 'Cancel the order' }).click();
  await page.getByRole('alertdialog', { name: 'Cancel this order?' }).getByRole('button', { name: 'Cancel the order' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Cancelled');
  await expect(page.getByRole('button', { name: 'Pay now' })).toHaveCount(0);
  // Cancelled there already: the second tab's cancel says so and shows it (it said "could not be cancelled. Try again").
  await other.getByRole('button', { name: 'Cancel the order' }).click();
  await other.getByRole('alertdialog', { name: 'Cancel this order?' }).getByRole('button', { name: 'Cancel the order' }).click();
  await expect(other.getByText('This order is cancelled.')).toBeVisible();
  await expect(other.getByRole('heading', { level: 1 })).toContainText('Cancelled');
  await other.close();
  // and paying it from a third tab says it can no longer be paid, and shows it cancelled.
  await third.getByRole('button', { name: 'Pay now' }).click();
  await expect(third.getByText('This order can no longer be paid: the page now shows where it is.')).toBeVisible();
  await expect(third.getByRole('heading', { level: 1 })).toContainText('Cancelled');
  await expect(third).toHaveURL(/\/en\/dashboard\/order\//);
  await third.close();
});

test('the pro-forma prints on A4 with a QR code, and its link rebuilds the cart on another device', async ({ page, browser }) => {
  await addToCart(page, 3);
  await page.getByRole('button', { name: 'Cart (3)' }).click();
  await page.getByRole('dialog', { name: 'Your cart' }).getByRole('link', { name: 'Pro-forma invoice' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pro-forma invoice');
  await expect(page.getByRole('img', { name: "QR code of this pro-forma's link" })).toBeVisible();
  const table = page.getByRole('table', { name: 'Items of the pro-forma invoice' });
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table).toContainText(PRODUCT.title);
  await expect(page.locator('.doc-totals')).toContainText('555,000 Toman');
  // The tape is taxed: 10% on each line, and the total with it.
  await expect(table.getByRole('row').last()).toContainText('55,500 Toman');
  await expect(page.locator('.doc-totals')).toContainText('Value-added tax (10%)55,500 Toman');
  await expect(page.locator('.doc-totals')).toContainText('Total with tax610,500 Toman');
  // No discount before checkout: no column of zeros; on the phone, each line's total with its tax.
  await expect(table.getByRole('columnheader', { name: 'Discount' })).toHaveCount(0);
  await expect(table.getByRole('columnheader', { name: 'Total' })).toBeVisible();
  await expect(table.getByRole('row').last().getByRole('cell').last()).toHaveText('610,500 Toman');
  await expect(table.getByRole('row').last().getByRole('cell').last()).toBeVisible();
  const link = (await page.locator('.doc-link bdi').textContent())!;
  expect(link).toMatch(/\/en\/order\/proforma\?c=1027\.0\.3$/);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.emulateMedia({ media: 'print' });
  await page.setViewportSize({ width: 794, height: 1123 });
  await expect(page.getByRole('button', { name: 'Print or save as PDF' })).toBeHidden();
  await keepScreenshot(page, { path: 'test-results/proforma-print-a4.png', fullPage: true });
  const pdf = await page.pdf({ format: 'A4' });
  expect(pdf.byteLength).toBeGreaterThan(10_000);

  // Another device opens the link: the same lines, and one tap makes them its cart.
  const other = await browser.newContext({ viewport: { width: 390, height: 844 } });
  try {
    const phone = await other.newPage();
    await phone.goto(link);
    await expect(phone.getByRole('table', { name: 'Items of the pro-forma invoice' })).toContainText(PRODUCT.title);
    await phone.getByRole('button', { name: 'Make this my cart' }).click();
    await expect(phone.getByText('These items are now your cart')).toBeVisible();
    await phone.goto('/en');
    await expect(phone.getByRole('button', { name: 'Cart (3)' })).toBeVisible();
  } finally {
    await other.close();
  }
});

test('the pro-forma reads right to left in Persian with Jalali date and Persian digits', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/order/proforma?c=1027.1.2_1001.0.1');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('پیش‌فاکتور');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('.doc-meta')).toContainText(/۱۴[۰-۹]{2}/);
  await expect(page.getByRole('table')).toContainText('۲');
  // Product codes keep the digits printed on the box, left to right, in the Persian document.
  const codes = await page.getByRole('table').locator('td:nth-child(2) bdi.code').allTextContents();
  expect(codes).toHaveLength(2);
  for (const code of codes) expect(code).toMatch(/^[A-Z]+(-[A-Z0-9]+)*-?[0-9]+$/);
  // On the phone the code column gives way to the code under each title, the same digits.
  await expect(page.getByRole('table').locator('.doc-line-code bdi.code')).toHaveText(codes);
  await expect(page.getByRole('table').locator('.doc-line-code bdi.code').first()).toHaveAttribute('dir', 'ltr');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await keepScreenshot(page, { path: 'test-results/proforma-fa-360.png', fullPage: true });
  expect(await a11yProblems(page)).toEqual([]);

  // The same link cut short on the way (as a messaging app may): said as such, not "page not found",
  // with the way to the visitor's own cart's pro-forma.
  await page.goto('/order/proforma?c=1027.1.2_1001.0.');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('پیوند این پیش‌فاکتور ناقص است');
  await page.getByRole('link', { name: 'پیش‌فاکتور سبد خودتان' }).click();
  await expect(page).toHaveURL(/\/order\/proforma$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('پیش‌فاکتور');
});

test('a member lands on their orders, readable offline and dated, in Persian on a phone and English on a desktop; offline an order waits; credit that covers it pays; order again; recipients managed', async ({ page, context }) => {
  // Eleven pages in two languages and three viewports, offline and back, two axe runs: 48 s on a quiet 2-core machine.
  test.setTimeout(90_000);
  await page.goto('/en/member/signin');
  await signInEnOnPage(page, '09351234567');
  await expect(page).toHaveURL(/\/en\/dashboard\/order$/);
  await waitForServiceWorker(page);
  const row = page.locator('.order-row').filter({ hasText: 'ORD-10602' });
  await expect(row).toContainText('Being prepared');
  await row.getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Order ORD-10602');
  await expect(page.getByRole('list').filter({ hasText: 'Paid' }).getByRole('listitem').first()).toBeVisible();

  await page.setViewportSize({ width: 1280, height: 900 });
  await keepScreenshot(page, { path: 'test-results/order-detail-en-desktop.png', fullPage: true });
  await page.getByRole('link', { name: 'Invoice' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Invoice');
  await expect(page.getByRole('table', { name: 'Items of order ORD-10602' })).toBeVisible();
  await keepScreenshot(page, { path: 'test-results/invoice-en-desktop.png', fullPage: true });

  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/dashboard/order');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('سفارش‌های من');
  await expect(page.locator('.order-row').filter({ hasText: 'ORD-۱۰۶۰۲' })).toContainText('در حال آماده‌سازی');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await keepScreenshot(page, { path: 'test-results/orders-fa-360.png', fullPage: true });
  expect(await a11yProblems(page)).toEqual([]);
  await page.locator('.order-row').filter({ hasText: 'ORD-۱۰۶۰۲' }).getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('سفارش ORD-۱۰۶۰۲');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await keepScreenshot(page, { path: 'test-results/order-detail-fa-360.png', fullPage: true });
  expect(await a11yProblems(page)).toEqual([]);
  // The Persian invoice writes the sum payable in words, in Rial, as a cheque does.
  await page.getByRole('link', { name: 'فاکتور', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('فاکتور');
  const payable = Number((await page.locator('.doc-totals dd.total').textContent())!.replace(/[^۰-۹]/g, '').replace(/[۰-۹]/g, (d) => String('۰۱۲۳۴۵۶۷۸۹'.indexOf(d))));
  await expect(page.locator('.doc-words')).toHaveText(`مبلغ قابل پرداخت به حروف: ${rialInPersianWords(payable * 10)}`);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await keepScreenshot(page, { path: 'test-results/invoice-fa-360.png', fullPage: true });
  await page.goBack();

  await page.setViewportSize({ width: 390, height: 844 });
  await context.setOffline(true);
  try {
    await page.goto('/en/dashboard/order');
    await expect(page.locator('.order-row').filter({ hasText: 'ORD-10602' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /^Saved on this device: / })).toBeVisible();
    await page.goto('/en/dashboard/order/10602');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Order ORD-10602');
    await expect(page.getByRole('status').filter({ hasText: /^Saved on this device: / })).toBeVisible();
    await keepScreenshot(page, { path: 'test-results/order-offline-390.png', fullPage: true });
  } finally {
    await context.setOffline(false);
  }

  // Back online: an order that waits for the network, paid from store credit.
  await addToCart(page);
  await placeOrder(page, { signedIn: true });
  await context.setOffline(true);
  try {
    await expect(page.getByRole('alert').filter({ hasText: 'You are offline. Placing an order needs the network' })).toBeVisible();
    await page.getByRole('button', { name: 'Place the order' }).click();
    await expect(page.getByRole('heading', { name: 'Review your order' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Pay online' })).toHaveCount(0);
  } finally {
    await context.setOffline(false);
  }
  await expect(page.getByRole('alert').filter({ hasText: 'You are offline' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Place the order' }).click();
  // 185,000 + 18,500 of value-added tax + 95,000 Toman of post; Reza's credit is 410,000 Toman.
  await expect(page.locator('.choice-detail').filter({ hasText: 'Your store credit:' })).toContainText('410,000 Toman');
  await page.getByRole('button', { name: 'Pay from store credit' }).click();
  await expect(page.getByRole('heading', { name: 'Paid. Thank you!' })).toBeVisible();
  await page.getByRole('link', { name: 'See the order' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Paid');
  await expect(page.locator('.payment-list')).toContainText('Store credit');
  await page.getByRole('button', { name: 'Order again' }).click();
  await expect(page.getByText("The order's items are in your cart")).toBeVisible();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('cartCount'))).toBe('1');
  await page.getByRole('link', { name: 'Store credit' }).click();
  await expect(page.locator('.balance')).toContainText('111,500 Toman');

  // The recipient added at checkout is managed from the account: changed, then removed.
  await page.getByRole('link', { name: 'Recipients' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Recipients');
  await page.getByRole('button', { name: 'Change Ward 7 store room' }).click();
  await page.getByLabel("Recipient's name (a person or a ward)").fill('Ward 8 store room');
  await page.getByRole('button', { name: 'Save the recipient' }).click();
  await expect(page.getByText('Ward 8 store room')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await keepScreenshot(page, { path: 'test-results/recipients-390.png', fullPage: true });
  // Removed in a second tab first: removing it here too is done, not an error to try again.
  const other = await page.context().newPage();
  await other.goto(page.url());
  await other.getByRole('button', { name: 'Remove Ward 8 store room' }).click();
  await other.getByRole('alertdialog', { name: 'Remove Ward 8 store room?' }).getByRole('button', { name: 'Remove' }).click();
  await expect(other.getByText('No recipients yet.')).toBeVisible();
  await other.close();
  await page.getByRole('button', { name: 'Remove Ward 8 store room' }).click();
  await page.getByRole('alertdialog', { name: 'Remove Ward 8 store room?' }).getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('No recipients yet.')).toBeVisible();
  await expect(page.getByText('The recipient could not be removed. Try again.')).toHaveCount(0);
  // The order keeps the address it was sent to.
  await page.getByRole('link', { name: 'Orders', exact: true }).click();
  await page.locator('.order-row').first().getByRole('link').click();
  await expect(page.getByRole('region', { name: 'Delivery' })).toContainText('Ward 7 store room');
  // Sorted by total, both ways, in the URL.
  await page.getByRole('link', { name: 'Orders', exact: true }).click();
  await page.getByLabel('Sort by').selectOption({ label: 'Highest total' });
  await expect(page).toHaveURL(/by=-total/);
  await expect(page.locator('.order-row').first()).toContainText('ORD-10602');
  await page.getByLabel('Sort by').selectOption({ label: 'Lowest total' });
  await expect(page).toHaveURL(/by=total/);
  await expect(page.locator('.order-row').last()).toContainText('ORD-10602');

  // Checkout in Persian on a small phone, and in English on a desktop.
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto(`/product/${PRODUCT.id}/x`);
  await page.getByRole('button', { name: 'افزودن به سبد خرید' }).click();
  await page.goto('/order/checkout');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByRole('button', { name: 'ادامه: ارسال' }).click();
  await expect(page.getByRole('heading', { name: 'روش ارسال' })).toBeVisible();
  await expect(page.getByRole('radio', { name: /پست پیشتاز/ })).toBeChecked();
  // Each method's time in words: the hospital courier's 0 to 1 days is the same or the next day.
  await expect(page.getByRole('radio', { name: /پست پیشتاز.*۲ تا ۵ روز کاری/ })).toBeVisible();
  await expect(page.getByRole('radio', { name: /پیک ویژه بیمارستانی.*همان روز یا روز کاری بعد/ })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await keepScreenshot(page, { path: 'test-results/checkout-delivery-fa-360.png', fullPage: true });
  expect(await a11yProblems(page)).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/en/order/checkout');
  await expect(page.getByRole('heading', { name: 'Your cart' })).toBeVisible();
  await keepScreenshot(page, { path: 'test-results/checkout-cart-en-desktop.png', fullPage: true });
});

test('an invoice in Toman adds up: each column to the figure under it, each line to its total, though the Rial shares are not whole Toman', async ({ page }) => {
  const mobile = freshMobile();
  await page.goto('/en/member/signin');
  await signInEnOnPage(page, mobile, { first: 'Parisa', last: 'Nouri' });
  await expect(page).toHaveURL(/\/en\/dashboard/);
  // From the hospital's other device: four lines, a fixed 500,000 Toman off shared among them in Rial.
  const token = await apiToken(page, mobile);
  const as = { ...DEV.headers, authorization: `Bearer ${token}` };
  const write = (path: string, data: unknown) => page.request.post(path, { headers: { ...as, 'idempotency-key': crypto.randomUUID() }, data });
  const recipient = await write('/v1/store/en/recipients', { name: 'Ward 7 store room', mobile: '09121112233', province_id: 1, city_id: 101, address: 'Keshavarz Blvd, Imam Khomeini Hospital, building 2', postal_code: '1419733141' });
  const recipientId = ((await recipient.json()) as { data: { id: number } }).data.id;
  const items = [
    { product_id: 1027, quantity: 3 },
    { product_id: 1001, quantity: 1 },
    { product_id: 1010, quantity: 2 },
    { product_id: 1004, quantity: 1 },
  ].map((i) => ({ ...i, guaranteed: 0, comment: '' }));
  const placed = await write('/v1/store/en/orders', { cart_items: items, recipient_id: recipientId, transmit_id: 1, code: 'HOSPITAL5M' });
  expect(placed.status()).toBe(201);
  const order = ((await placed.json()) as { data: { id: number; discount: number; items: { discount: number }[] } }).data;
  // The Rial shares of the discount are not whole Toman: rounded one by one, they would not add up.
  expect(order.items.some((l) => l.discount % 10 !== 0)).toBe(true);

  await page.goto(`/en/order/invoice/${order.id}`);
  const table = page.getByRole('table', { name: /^Items of order / });
  await expect(table).toBeVisible();
  const toman = (text: string) => (/\d/.test(text) ? Number(text.replace(/[^\d]/g, '')) : 0);
  const { heads, rows } = await table.evaluate((t: HTMLTableElement) => ({
    heads: [...t.tHead!.rows[0]!.cells].map((c) => c.textContent!.trim()),
    rows: [...t.tBodies[0]!.rows].map((r) => [...r.cells].map((c) => c.textContent!.trim())),
  }));
  const column = (name: string) => rows.map((r) => toman(r[heads.indexOf(name)]!));
  const [amount, discount, vat, total] = ['Amount', 'Discount', 'VAT', 'Total'].map(column) as [number[], number[], number[], number[]];
  rows.forEach((_, i) => expect(amount[i]! - discount[i]! + vat[i]!, `line ${i + 1}`).toBe(total[i]));
  const totals = Object.fromEntries(
    await page.locator('.doc-totals dt').evaluateAll((dts) => dts.map((dt) => [dt.textContent!.replace(/\s*\(.*$/, '').replace(/:.*$/, '').trim(), dt.nextElementSibling!.textContent!.trim()])),
  ) as Record<string, string>;
  const sum = (xs: number[]) => xs.reduce((s, x) => s + x, 0);
  expect(sum(amount)).toBe(toman(totals['Total of the items']!));
  expect(sum(discount)).toBe(toman(totals['Discount']!));
  expect(toman(totals['Discount']!)).toBe(500_000);
  expect(sum(vat)).toBe(toman(totals['Value-added tax']!));
  expect(toman(totals['Total of the items']!) - toman(totals['Discount']!) + toman(totals['Value-added tax']!) + toman(totals['Shipping']!)).toBe(toman(totals['Amount payable']!));
  expect(sum(total) + toman(totals['Shipping']!)).toBe(toman(totals['Amount payable']!));
  await keepScreenshot(page, { path: 'test-results/invoice-adds-up-en-390.png', fullPage: true });
  // In Persian, printed: every column, right to left.
  await page.goto(`/order/invoice/${order.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('فاکتور');
  await page.setViewportSize({ width: 794, height: 1123 });
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('table').getByRole('columnheader')).toHaveCount(9);
  // The narrow product column never prints a suture's 2-0 as "2-" over "0".
  expect(await splitSizes(page)).toEqual([]);
  await keepScreenshot(page, { path: 'test-results/invoice-adds-up-fa-print.png', fullPage: true });
});
