/**
 * Buying by the box (issue 31 §5), in Persian on a phone: a suture sold 12 a box and cheaper a unit
 * from 36. The product page says both prices and adds whole boxes; the cart prices boxes and the
 * tier as the server does and adds a box at a tap; the order's invoice says how each line was
 * charged (boxes at the box's price, the rest by the unit), on screen and in print. At the desk, the
 * catalogue team gives a mesh a box, refused in words first.
 */
import { formatNumber } from '../../shared/numbers.ts';
import { expect, test } from './fixtures.ts';
import { keepScreenshot } from './pages.ts';
import { deskAs } from './desk-browser.ts';
import { addRecipientFa, freshMobile, signInOnPage } from './members.ts';
import { setProduct, staffPerson } from './staff.ts';

// The demo's chromic catgut 3-0: 1,230,000 Toman a unit, 12 a box at 13,284,000, 1,045,500 a unit from 36.
const SUTURE = { id: 1009, title: 'نخ بخیه کات‌گوت کرومیک سایز' };
const toman = (n: number) => `${formatNumber(n, 'fa')} تومان`;

test('a buyer adds sutures by the box on a phone; the cart, the order and its invoice price the boxes and the tier as the server does', async ({ page }) => {
  test.setTimeout(90_000);
  await setProduct(SUTURE.id, { stock: 400 });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/product/${SUTURE.id}/x`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(SUTURE.title);
  const offer = page.locator('.pack-offer');
  await expect(offer).toContainText(`جعبهٔ ۱۲تایی: ${toman(13_284_000)}`);
  await expect(offer).toContainText(`(هر عدد ${toman(1_107_000)})`);
  await expect(offer).toContainText(`از ۳۶ عدد به بالا: هر عدد ${toman(1_045_500)}`);
  // Said to search engines too: the box's price and the tier's, in Rial (schema.org UnitPriceSpecification).
  const ld = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((b) => JSON.parse(b) as Record<string, unknown>).find((b) => b['@type'] === 'Product')!;
  expect((ld.offers as { priceSpecification: unknown[] }).priceSpecification).toEqual([
    { '@type': 'UnitPriceSpecification', price: 132_840_000, priceCurrency: 'IRR', referenceQuantity: { '@type': 'QuantitativeValue', value: 12, unitCode: 'C62' } },
    { '@type': 'UnitPriceSpecification', price: 10_455_000, priceCurrency: 'IRR', eligibleQuantity: { '@type': 'QuantitativeValue', minValue: 36, unitCode: 'C62' } },
  ]);

  // Two boxes and one more unit: the price of what is typed shows under it.
  const box = page.getByRole('button', { name: '+ جعبهٔ ۱۲تایی' });
  // The quantity reads in the page's digits, as the cart's does.
  await expect(page.getByLabel('تعداد')).toHaveValue('۱');
  await box.click();
  await box.click();
  await expect(page.getByLabel('تعداد')).toHaveValue('۲۴');
  await page.getByRole('button', { name: 'یکی بیشتر', exact: true }).click();
  const preview = page.locator('.line-preview');
  await expect(preview).toHaveText(`۲ جعبهٔ ۱۲تایی × ${toman(13_284_000)} + ۱ عدد × ${toman(1_230_000)} = ${toman(27_798_000)}`);
  for (const width of [360, 390]) {
    await page.setViewportSize({ width, height: 800 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await keepScreenshot(page.locator('.buy-box'), { path: `test-results/box-units-product-fa-${width}.png` });
  }
  await page.getByRole('button', { name: 'افزودن به سبد خرید' }).click();
  await page.getByRole('button', { name: 'سبد خرید (۲۵)' }).click();
  const drawer = page.getByRole('dialog', { name: 'سبد خرید شما' });
  const line = drawer.locator('.cart-line-price');
  await expect(line).toHaveText(`۲ جعبهٔ ۱۲تایی × ${toman(13_284_000)} + ۱ عدد × ${toman(1_230_000)} = ${toman(27_798_000)}`);

  // One more box: 36 units reach the tier, cheaper by the unit than three boxes.
  await drawer.getByRole('button', { name: /^افزودن یک جعبهٔ ۱۲تایی/ }).click();
  await expect(line).toHaveText(`${toman(1_045_500)} × ۳۶ = ${toman(37_638_000)}`);
  await keepScreenshot(page, { path: 'test-results/box-units-cart-fa-390.png' });
  // One less: 35 units, below the tier: two boxes and eleven units.
  await drawer.getByRole('button', { name: /^یکی کمتر/ }).click();
  await expect(line).toHaveText(`۲ جعبهٔ ۱۲تایی × ${toman(13_284_000)} + ۱۱ عدد × ${toman(1_230_000)} = ${toman(40_098_000)}`);

  // The pro-forma says it as the invoice will.
  await drawer.getByRole('link', { name: 'پیش‌فاکتور' }).click();
  const proforma = page.locator('.doc-lines tbody tr').first();
  await expect(proforma).toContainText('۲ جعبهٔ ۱۲تایی + ۱۱ عدد');
  await expect(proforma).toContainText(toman(40_098_000));

  // The server prices it the same: the review's subtotal, and the order's.
  await page.goBack();
  await page.getByRole('button', { name: 'سبد خرید (۳۵)' }).click();
  await drawer.getByRole('link', { name: 'ثبت سفارش' }).click();
  await signInOnPage(page, freshMobile(), 'fa', { first: 'لیلا', last: 'صدری' });
  await expect(page).toHaveURL(/\/order\/checkout$/);
  await page.getByRole('button', { name: 'ادامه: ارسال' }).click();
  await addRecipientFa(page, 'انبار اتاق عمل');
  await page.getByRole('button', { name: 'ادامه: بازبینی' }).click();
  await expect(page.locator('.totals')).toContainText(toman(40_098_000));
  await page.getByRole('button', { name: 'ثبت سفارش', exact: true }).click();
  await expect(page.getByRole('heading', { name: /^سفارش .* ثبت شد: پرداخت / })).toBeVisible();

  await page.goto('/dashboard/order');
  await page.locator('.order-row-link').first().click();
  await expect(page.locator('.order-lines')).toContainText('۲ جعبهٔ ۱۲تایی + ۱۱ عدد');
  await page.getByRole('link', { name: 'فاکتور' }).click();
  const row = page.locator('.doc-lines tbody tr').first();
  await expect(row).toContainText('۲ جعبهٔ ۱۲تایی + ۱۱ عدد');
  await expect(row).toContainText(`${toman(13_284_000)} هر جعبه`);
  await expect(row).toContainText(`${toman(1_230_000)} هر عدد`);
  await expect(row).toContainText(toman(40_098_000));
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await keepScreenshot(page, { path: 'test-results/box-units-invoice-fa-390.png', fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.emulateMedia({ media: 'print' });
  await keepScreenshot(page, { path: 'test-results/box-units-invoice-print.png', fullPage: true });
});

test('the catalogue team gives a mesh a box at the desk, refused in words when the box is no cheaper, and the product page offers it', async ({ page, browser }) => {
  const desk = await deskAs(browser, await staffPerson('Box Keeper', 'catalogue'));
  await desk.getByLabel('Find a product').fill('1036');
  await desk.getByRole('button', { name: 'Find' }).click();
  await desk.locator('.desk-row-button').first().click();
  const sheet = desk.getByRole('dialog');
  const price = Number((await sheet.getByLabel('Price (Rial)').inputValue()).replace(/\D/g, ''));
  await sheet.getByLabel('Units in a box').fill('5');
  await sheet.getByRole('button', { name: 'Save' }).click();
  await expect(sheet.getByText('Enter both, or neither.')).toBeVisible();
  await sheet.getByLabel('Price of a box (Rial)').fill(String(price * 5));
  await sheet.getByRole('button', { name: 'Save' }).click();
  await expect(sheet.getByText('A box costs less than its units bought one by one.')).toBeVisible();
  const boxPrice = price * 5 - 1_000_000;
  await sheet.getByLabel('Price of a box (Rial)').fill(String(boxPrice));
  await expect(sheet.getByText('A box costs less than its units bought one by one.')).toHaveCount(0);
  await sheet.getByRole('button', { name: 'Add a tier' }).click();
  await sheet.getByLabel('From units').fill('20');
  await sheet.getByLabel('Unit price (Rial)').fill(String(price - 500_000));
  await sheet.getByRole('button', { name: 'Save' }).click();
  await expect(sheet.getByRole('status')).toContainText('Saved');
  await expect(sheet.locator('.desk-changes').first()).toContainText(`Box: — → 5 × ${boxPrice.toLocaleString('en')}`);
  await keepScreenshot(sheet, { path: 'test-results/box-units-desk-1280.png' });

  await page.goto('/en/product/1036/x');
  await expect(page.locator('.pack-offer')).toContainText(`Box of 5: ${(boxPrice / 10).toLocaleString('en')} Toman`);
  await expect(page.locator('.pack-offer')).toContainText(`From 20 units: ${((price - 500_000) / 10).toLocaleString('en')} Toman a unit`);
  await keepScreenshot(page, { path: 'test-results/box-units-product-en-1280.png' });

  // Sold one by one again, as the demo has it.
  await sheet.getByLabel('Units in a box').fill('');
  await sheet.getByLabel('Price of a box (Rial)').fill('');
  await sheet.getByRole('button', { name: 'Remove this tier' }).click();
  await sheet.getByRole('button', { name: 'Save' }).click();
  await expect(sheet.getByRole('status')).toContainText('Saved');
  await page.reload();
  await expect(page.locator('.pack-offer')).toHaveCount(0);
});
