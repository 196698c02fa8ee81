import { expect, test } from './fixtures.ts';
import { cardFeet, expectAlikeFeet, openProductsMenu } from './pages.ts';

const PERSIAN_DIGIT = /[۰-۹]/;

test('fa: home → category → product, right to left with Persian digits', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fa');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('ملزومات جراحی برای بیمارستان‌ها و درمانگاه‌ها');

  await openProductsMenu(page, 'محصولات');
  await page.locator('#products-menu-panel').getByRole('link', { name: 'بخیه جذبی' }).click();
  await expect(page).toHaveURL(/\/product\/category\/absorbable-sutures\/absorbable-sutures$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('بخیه جذبی');
  const crumbs = page.getByRole('navigation', { name: 'مسیر صفحه' });
  await expect(crumbs.getByRole('link', { name: 'محصولات' })).toHaveAttribute('href', '/product');
  // Only the last crumb is the current page.
  await expect(crumbs.locator('[aria-current="page"]')).toHaveCount(1);
  await expect(crumbs.locator('li').last()).toHaveAttribute('aria-current', 'page');
  await expect(page.getByText(/محصول$/).first()).toHaveText(PERSIAN_DIGIT);

  await page.getByRole('link', { name: /نخ بخیه PGA بافته‌شده سایز/ }).first().click();
  await expect(page).toHaveURL(/\/product\/\d+\/.+/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('نخ بخیه');
  const price = page.locator('.buy-box .price-large');
  await expect(price).toContainText('تومان');
  await expect(price).toHaveText(PERSIAN_DIGIT);
  await expect(page.getByRole('heading', { name: 'مشخصات' })).toBeVisible();
  await expect(page.getByRole('rowheader', { name: 'استریلیتی' })).toBeVisible();
  await expect(page.locator('.buy-box .availability')).toBeVisible();
  const productCrumbs = page.getByRole('navigation', { name: 'مسیر صفحه' });
  await expect(productCrumbs.locator('[aria-current="page"]')).toHaveCount(1);
  await expect(productCrumbs.locator('li').last()).toHaveAttribute('aria-current', 'page');
});

test('en: the same journey under /en, left to right with Latin digits', async ({ page }) => {
  await page.goto('/en');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await openProductsMenu(page, 'Products');
  await page.locator('#products-menu-panel').getByRole('link', { name: 'Guidewires', exact: true }).click();
  await expect(page).toHaveURL(/\/en\/product\/category\/guidewires\/guidewires$/);
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Products' })).toHaveAttribute(
    'href',
    '/en/product',
  );
  await page.getByRole('link', { name: /Hydrophilic guidewire 0\.035″ × 150 cm, straight/ }).click();
  await expect(page).toHaveURL(/\/en\/product\/\d+\/hydrophilic-guidewire/);
  const price = page.locator('.buy-box .price-large');
  await expect(price).toHaveText(/^[\d,]+ Toman$/);

  // The guarantee option changes the price shown.
  const before = await price.textContent();
  await page.getByRole('radio', { name: /12-month replacement guarantee/ }).check();
  await expect(price).not.toHaveText(before!);
});

test('a child category with exactly one product links straight to it', async ({ page }) => {
  await page.goto('/en');
  await openProductsMenu(page, 'Products');
  await page.locator('#products-menu-panel').getByRole('link', { name: 'Pelvic floor meshes' }).click();
  await expect(page).toHaveURL(/\/en\/product\/1041\/pre-cut-pelvic-floor-mesh$/);
});

test('the id form of a category route and paging with sort', async ({ page }) => {
  await page.goto('/en/product/category/223');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Transparent film dressings');
  await page.goto('/en/product');
  await expect(page.locator('.product-card')).toHaveCount(12);
  await page.getByLabel('Sort by').selectOption('price-asc');
  await expect(page).toHaveURL(/sort=price-asc/);
  // The sorted list's pager, as a shopper sees it once the list has changed: a click on the
  // pager being replaced was lost once (a clean-clone run stayed on page 1).
  const second = page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Page 2' });
  await expect(second).toHaveAttribute('href', /sort=price-asc/);
  await second.click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.locator('.product-card')).toHaveCount(12);
  // Page 2 alone is the current page (page 1's link, with no page in its search, was once marked too).
  const pages = page.getByRole('navigation', { name: 'Pages' });
  await expect(pages.locator('[aria-current="page"]')).toHaveCount(1);
  await expect(pages.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await page.reload();
  await expect(page.getByLabel('Sort by')).toHaveValue('price-asc');
  await expect(pages.locator('[aria-current="page"]')).toHaveCount(1);
  // An old link past the list's end says so, and offers the pages there are (none of them current).
  await page.goto('/en/product?page=99');
  const pastTheEnd = page.getByText(/^There is no page 99 in this list: its last page is \d+\.$/);
  await expect(pastTheEnd).toBeVisible();
  const last = (await pastTheEnd.textContent())!.match(/its last page is (\d+)/)![1];
  await expect(pages.getByRole('link', { name: `Page ${last}` })).toBeVisible();
  await expect(pages.locator('[aria-current="page"]')).toHaveCount(0);
});

test('the language switch keeps the page', async ({ page }) => {
  await page.goto('/product/1041/x');
  await expect(page).toHaveURL(/\/product\/1041\//);
  await page.getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/en\/product\/1041\/pre-cut-pelvic-floor-mesh$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pre-cut pelvic floor mesh');
  await page.getByRole('link', { name: 'فارسی' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('مش کف لگن از پیش برش‌خورده');
});

test('on a tablet and a desktop too, every product card lays its price, stock tag and buttons out alike', async ({ page }) => {
  // Each card's foot once wrapped by its own price's width: beside one card's price its tag, beside
  // the next card's its buttons, an add button alone on a row. Wide cards hold the tag on the
  // buttons' row, narrower ones under the price; all the cards of a grid are as wide.
  for (const [width, path] of [[1280, '/product'], [1024, '/en'], [1280, '/en/product'], [768, '/']] as const) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(path);
    await expect(page.locator('.product-card').first()).toBeVisible();
    expectAlikeFeet(await cardFeet(page));
  }
});

test('the home page’s product groups fill their rows at every width, never three and one, and a row’s tiles are as tall', async ({ page }) => {
  for (const width of [360, 768, 1024, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(width % 2 ? '/en' : '/');
    const tiles = page.locator('.category-tiles > li');
    await expect(tiles.first()).toBeVisible();
    const boxes = await tiles.locator('a').evaluateAll((els) => els.map((e) => ({ top: Math.round(e.getBoundingClientRect().top), height: Math.round(e.getBoundingClientRect().height) })));
    const tops = [...new Set(boxes.map((b) => b.top))];
    const rows = tops.map((top) => boxes.filter((b) => b.top === top).length);
    // As many in each row: 4 tiles are one row of four or two of two.
    expect(new Set(rows).size, `${width} px: rows of ${rows.join(' + ')}`).toBe(1);
    // And a row's tiles as tall as each other, whatever the length of their lists.
    for (const top of tops) expect(new Set(boxes.filter((b) => b.top === top).map((b) => b.height)).size, `${width} px: ${JSON.stringify(boxes)}`).toBe(1);
  }
});

test('unknown pages and ids show the 404 page', async ({ page }) => {
  await page.goto('/en/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await page.goto('/product/999999/x');
  await expect(page.getByRole('heading', { name: 'صفحه پیدا نشد' })).toBeVisible();
});
