/**
 * The phone's shell: no page scrolls sideways at 360, 390 and 412 px in either language; one
 * compact header row; the bottom bar; the categories' sheet; lists in two columns with the filters
 * in a sheet; tap targets of at least 44 px.
 */
import { type Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { cardFeet, expectAlikeFeet, holdApi, keepScreenshot, splitSizes, waitForHydrated } from './pages.ts';
import { freshMobile, signInEnOnPage } from './members.ts';

const PUBLIC_ROUTES = [
  '/',
  '/product',
  '/product?brand=1&stock=true',
  '/product/category/surgical-sutures/surgical-sutures',
  '/product/category/223',
  '/product/1009/x',
  '/product/1041/x',
  '/product/brand/1/x',
  '/search',
  '/search?q=mesh',
  '/search?q=بخیه',
  '/news',
  '/news?section=events',
  '/album',
  '/faq',
  '/compare',
  '/offline',
  '/scan',
  '/no-such-page',
];
const MEMBER_ROUTES = ['/dashboard', '/dashboard/order', '/dashboard/ticket', '/dashboard/ticket/new', '/dashboard/review', '/dashboard/recipient', '/product/favorite', '/credit', '/dashboard/outbox'];

/**
 * The pages of `paths` wider than the screen at each of `widths`, and the sizes in their text
 * broken over two lines: each page is loaded at the
 * first width and the screen then turned to the others (a phone's own layout is its style
 * sheet's, which follows the width as it changes).
 */
async function overflowing(page: Page, paths: string[], widths: number[]): Promise<string[]> {
  const wide: string[] = [];
  for (const path of paths) {
    await page.setViewportSize({ width: widths[0]!, height: 800 });
    await page.goto(path);
    await expect(page.locator('main h1').first()).toBeVisible();
    for (const width of widths) {
      await page.setViewportSize({ width, height: 800 });
      // After the layout at the new width (the next frame).
      const scroll = await page.evaluate(() => new Promise<number>((resolve) => requestAnimationFrame(() => resolve(document.documentElement.scrollWidth))));
      if (scroll > width) wide.push(`${path} at ${width}: ${scroll}px`);
      // Nor a size split over two lines (a suture's 2-0 as "2-" and "0").
      for (const split of await splitSizes(page)) wide.push(`${path} at ${width}: ${split} split`);
    }
  }
  return wide;
}

test('no public page scrolls sideways on a phone or splits a size over two lines, in Persian or English', async ({ page }) => {
  test.setTimeout(120_000);
  const widths = [360, 390, 412];
  const wide = [...(await overflowing(page, PUBLIC_ROUTES, widths)), ...(await overflowing(page, PUBLIC_ROUTES.map((p) => (p === '/' ? '/en' : `/en${p}`)), widths))];
  expect(wide).toEqual([]);
});

test('no page of the member’s area scrolls sideways on a phone', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/en/member/signup');
  await signInEnOnPage(page, freshMobile(), { first: 'Parisa', last: 'Hosseini' });
  await expect(page).toHaveURL(/\/en\/dashboard\/order$/);
  const widths = [360, 412];
  expect([...(await overflowing(page, MEMBER_ROUTES, widths)), ...(await overflowing(page, MEMBER_ROUTES.map((p) => `/en${p}`), widths))]).toEqual([]);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/dashboard/ticket');
  // The side menu is a row of tabs, and the store's bottom bar stays.
  // The page's own tab is brought into the row's view (it is the fifth, past the screen's edge).
  const menu = page.getByRole('navigation', { name: 'حساب کاربری' });
  await expect(menu.getByRole('link', { name: 'درخواست‌های پشتیبانی' })).toBeInViewport({ ratio: 1 });
  await expect(page.getByRole('navigation', { name: 'میان‌برها' })).toBeVisible();
  await keepScreenshot(page, { path: 'test-results/phone-member-fa-390.png' });
  // A page without antd's reset (store credit) shows the same tabs, not underlined links.
  await menu.getByRole('link', { name: 'اعتبار خرید' }).click();
  await expect(menu.getByRole('link', { name: 'اعتبار خرید' })).toBeInViewport({ ratio: 1 });
  await expect(page.getByRole('heading', { level: 1, name: 'اعتبار خرید' })).toBeVisible();
  expect(await menu.getByRole('link', { name: 'سفارش‌ها' }).evaluate((a) => getComputedStyle(a).textDecorationLine)).toBe('none');
  // A tablet keeps the tabs above the page: the menu does not push the page below the first screen.
  await page.setViewportSize({ width: 768, height: 1024 });
  await page.goto('/dashboard/ticket');
  await expect(page.getByRole('heading', { level: 1, name: 'درخواست‌های پشتیبانی' })).toBeVisible();
  // The heading shows in the server's outline already; the outline's menu is replaced by the
  // page's in one frame meanwhile, so the menu is measured once it is on the screen.
  await expect.poll(async () => (await menu.boundingBox())?.height ?? Infinity).toBeLessThan(200);
  await expect(menu.getByRole('link', { name: 'درخواست‌های پشتیبانی' })).toBeInViewport({ ratio: 1 });
  await keepScreenshot(page, { path: 'test-results/tablet-member-fa-768.png' });
});

test('a phone gets one compact header row, a bottom bar with the categories’ sheet, two-column lists with filters in a sheet, and 44 px targets', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/product/category/surgical-sutures/surgical-sutures');
  const header = await page.locator('.site-header').boundingBox();
  expect(header!.height).toBeLessThanOrEqual(60);
  const bar = page.getByRole('navigation', { name: 'میان‌برها' });
  await expect(bar).toBeVisible();
  expect((await bar.boundingBox())!.y + (await bar.boundingBox())!.height).toBeCloseTo(844, 0);

  // Two columns of cards.
  const cards = page.locator('.product-card');
  const [a, b] = [await cards.nth(0).boundingBox(), await cards.nth(1).boundingBox()];
  expect(Math.abs(a!.y - b!.y)).toBeLessThan(2);
  // Every card of the list lays its foot out alike: on a row, the buttons side by side at the same
  // height, whatever its price's or its tag's width (they once wrapped by it, on different rows).
  const feet = await cardFeet(page);
  expectAlikeFeet(feet);
  for (let i = 0; i + 1 < feet.length; i += 2) expect(feet[i]!.compare).toBe(feet[i + 1]!.compare);
  // The filters wait behind a button; set one, and the button counts it.
  await expect(page.getByRole('search', { name: 'فیلتر محصولات' })).toBeHidden();
  await page.getByRole('button', { name: 'فیلترها' }).click();
  // Open over the page, the sheet is a modal dialog: its close button has the focus.
  const sheet = page.getByRole('dialog', { name: 'فیلتر محصولات' });
  await expect(sheet).toBeVisible();
  await expect(sheet).toHaveAttribute('aria-modal', 'true');
  await expect(sheet.getByRole('button', { name: 'بستن فیلترها' })).toBeFocused();
  await keepScreenshot(page, { path: 'test-results/phone-filters-fa-390.png' });
  // Scrolled half way, the sheet keeps its Show button in sight at its foot, and nothing of its
  // groups shows above its head (a strip of them once did, through the sheet's padding).
  await sheet.evaluate((form) => form.scrollTo(0, form.scrollHeight / 2));
  await expect(sheet.getByRole('button', { name: /^نمایش/ })).toBeInViewport({ ratio: 1 });
  expect(
    await sheet.evaluate((form) => {
      const box = form.getBoundingClientRect();
      return [4, 12].map((dy) => document.elementFromPoint(box.left + box.width / 2, box.top + dy)?.closest('.filters-head, .filters-group')?.className ?? 'nothing');
    }),
  ).toEqual(['sheet-head filters-head', 'sheet-head filters-head']);
  await sheet.evaluate((form) => form.scrollTo(0, 0));
  await sheet.getByText('فقط کالاهای موجود').click();
  await expect(page).toHaveURL(/stock=true/);
  // The list of what is in stock has loaded: on a machine slow enough for it to take more than a
  // second, the router's pending frame takes the page's place meanwhile (the sheet with it), and a
  // tap as it comes lands on the frame (the slow case's own test is below).
  await expect(page.getByTestId('progress-bar')).toHaveAttribute('aria-busy', 'false');
  // Setting a filter keeps it a dialog (its form is rendered again with the new search).
  await expect(sheet).toHaveAttribute('aria-modal', 'true');
  await sheet.getByRole('button', { name: /^نمایش/ }).click();
  await expect(sheet).toBeHidden();
  const button = page.getByRole('button', { name: 'فیلترها (۱)' });
  await expect(button).toBeVisible();
  await expect(button).toBeFocused();
  // On the narrowest phone too, the counted filters' button and the sort share a row (the sort's
  // words, still its name, give way to a sign; the row once wrapped the sort onto a line of its own).
  await page.setViewportSize({ width: 360, height: 844 });
  const sort = page.getByLabel('مرتب‌سازی');
  await sort.selectOption('price-desc');
  await expect(page).toHaveURL(/sort=price-desc/);
  const [filtersBox, sortBox] = [(await button.boundingBox())!, (await sort.boundingBox())!];
  expect(Math.abs(filtersBox.y + filtersBox.height / 2 - (sortBox.y + sortBox.height / 2))).toBeLessThan(4);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.setViewportSize({ width: 390, height: 844 });

  // With a keyboard: Tab and Shift+Tab go round the sheet, never to the page behind it; Escape closes it.
  await page.keyboard.press('Enter');
  await expect(sheet.getByRole('button', { name: 'بستن فیلترها' })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(sheet.getByRole('button', { name: /^نمایش/ })).toBeFocused();
  for (let i = 0; i < 40; i++) {
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('#list-filters') !== null), `Tab ${i + 1} stays in the sheet`).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();
  await expect(button).toBeFocused();
  await expect(page.getByRole('search', { name: 'فیلتر محصولات' })).toBeHidden();

  // Tap targets: the logo, breadcrumbs, card buttons, filter labels.
  const small: string[] = [];
  for (const selector of ['.site-header .brand', '.breadcrumbs a', '.product-card button', '.bottom-link', '.filters-button']) {
    for (const box of await page.locator(selector).evaluateAll((els) => els.map((e) => ({ h: e.getBoundingClientRect().height, w: e.getBoundingClientRect().width, t: e.textContent })))) {
      if (box.h > 0 && (box.h < 44 || box.w < 44)) small.push(`${selector} “${box.t?.trim()}” ${Math.round(box.w)}×${Math.round(box.h)}`);
    }
  }
  expect(small).toEqual([]);

  // The categories' sheet from the bottom bar: a modal (its close button has the focus, Shift+Tab
  // from it goes round to its last link, not to the page behind; Escape closes it and gives the
  // focus back to the bar's button), and a link in it.
  const categories = bar.getByRole('button', { name: 'دسته‌ها' });
  await categories.click();
  const drawer = page.getByRole('dialog', { name: 'دسته‌ها' });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole('button', { name: 'بستن' })).toBeFocused();
  await expect(drawer.getByRole('link', { name: 'ذخیره برای آفلاین' })).toBeVisible();
  await page.keyboard.press('Shift+Tab');
  await expect(drawer.getByRole('link', { name: 'ذخیره برای آفلاین' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(drawer).toHaveCount(0);
  await expect(categories).toBeFocused();
  await categories.click();
  await expect(drawer).toBeVisible();
  // The sheet is above the bar: a tap on what shows of the page behind closes it.
  await page.mouse.click(195, 40);
  await expect(drawer).toHaveCount(0);
  await categories.click();
  await keepScreenshot(page, { path: 'test-results/phone-categories-fa-390.png' });
  await drawer.getByRole('link', { name: 'مش جراحی' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('مش جراحی');
  await expect(drawer).toHaveCount(0);

  // Search focuses its box.
  await bar.getByRole('link', { name: 'جستجو' }).click();
  await expect(page.locator('#search-q')).toBeFocused();

  // The product page keeps its price and the button in reach.
  await page.goto('/product/1009/x');
  const buyBar = page.locator('.buy-bar');
  await expect(buyBar).toBeVisible();
  await buyBar.locator('button').click();
  await expect(bar.getByRole('button', { name: 'سبد خرید (۱)' })).toBeVisible();
  // Its notice rises from the foot of the screen above both bars, the buy bar's button in sight
  // (the notices are not inside the page's frame, whose measures they once could not read).
  const notice = page.locator('.notification-stack .notice').first();
  await expect(notice).toBeVisible();
  const [said, buyTop] = [(await notice.boundingBox())!, (await buyBar.boundingBox())!.y];
  expect(said.y + said.height).toBeLessThanOrEqual(buyTop);
  expect(said.y).toBeGreaterThan(page.viewportSize()!.height / 2);
  await keepScreenshot(page, { path: 'test-results/phone-product-fa-390.png' });
  // At the page's end, nothing is left under the bars: the footer's last line above them, and the
  // way back to the top a tap of its own (it was once drawn under the buy bar).
  await page.mouse.wheel(0, 20_000);
  const backToTop = page.getByRole('link', { name: 'بازگشت به بالا' });
  await expect(backToTop).toHaveClass(/is-shown/);
  // To the end, again while the page still grows under the scroll (its later sections, photos and
  // reviews arriving, the footer laid out as it nears the screen): one scroll to the height of that
  // moment once fell short of the final end, and a page at its end once grew by 437 px before the
  // footer was measured. So each try scrolls to the end and measures there.
  await expect
    .poll(() =>
      page.evaluate(() => {
        window.scrollTo(0, document.documentElement.scrollHeight);
        if (Math.ceil(scrollY + innerHeight) < document.documentElement.scrollHeight) return 'not at the end yet';
        const bar = document.querySelector('.buy-bar')!.getBoundingClientRect().top;
        const last = document.querySelector('.footer-copyright')!.getBoundingClientRect().bottom;
        return last <= bar ? 'the last line above the bar' : `the last line's foot at ${last}, the bar's top at ${bar}`;
      }),
    )
    .toBe('the last line above the bar');
  const barTop = (await buyBar.boundingBox())!.y;
  const arrow = (await backToTop.boundingBox())!;
  expect(arrow.y + arrow.height).toBeLessThanOrEqual(barTop);
  await backToTop.click();
  await expect.poll(() => page.evaluate(() => scrollY)).toBe(0);
});

test('on a slow connection, the filters sheet and the list stay while the filtered list loads, and the sheet closed gives the focus back to the Filters button', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // The page's clock is the test's, to run the router's wait for its pending frame on.
  await page.clock.install();
  await page.goto('/product/category/surgical-sutures/surgical-sutures');
  const filters = page.getByRole('button', { name: 'فیلترها' });
  await waitForHydrated(filters);
  const firstCard = await page.locator('.product-card').first().textContent();
  // The API's answers from here on wait until the test lets them go.
  const answer = await holdApi(page);
  await filters.click();
  const sheet = page.getByRole('dialog', { name: 'فیلتر محصولات' });
  await sheet.getByText('فقط کالاهای موجود').click();
  await expect(page).toHaveURL(/stock=true/);
  await expect(page.getByTestId('progress-bar')).toHaveAttribute('aria-busy', 'true');
  // Well past the second after which another page's outline would take this one's place: a
  // refinement keeps the page, and the sheet the shopper is ticking in (the outline once took both).
  await page.clock.runFor(3000);
  await expect(sheet).toBeVisible();
  await expect(sheet.getByRole('checkbox', { name: 'فقط کالاهای موجود' })).toBeChecked();
  await expect(page.locator('.page-skeleton')).toHaveCount(0);
  // Its button names no count while the list loads: the one it has is the list's before the box.
  await expect(sheet.getByRole('button', { name: 'نمایش محصولات' })).toHaveAttribute('aria-busy', 'true');
  // Closed while the list still loads, the sheet gives the focus back to its button, which keeps it.
  await sheet.getByRole('button', { name: /^نمایش/ }).click();
  await expect(sheet).toBeHidden();
  await expect(page.locator('.product-card').first()).toHaveText(firstCard ?? '');
  answer();
  await expect(page.getByTestId('progress-bar')).toHaveAttribute('aria-busy', 'false');
  const button = page.getByRole('button', { name: 'فیلترها (۱)' });
  await expect(button).toBeVisible();
  await expect(page.locator('.product-card').first()).toBeVisible();
  await expect(button).toBeFocused();
  // Loaded, the sheet counts what the box leaves.
  await button.click();
  await expect(sheet.getByRole('button', { name: /^نمایش [۰-۹]+ محصول$/ })).toHaveAttribute('aria-busy', 'false');
});

test('a tablet lists the products on its first screen, the filters in a sheet; a desktop’s filters have no sheet’s close button', async ({ page }) => {
  await page.setViewportSize({ width: 768, height: 1024 });
  await page.goto('/product/category/surgical-sutures/surgical-sutures');
  const filters = page.getByRole('search', { name: 'فیلتر محصولات' });
  await expect(filters).toBeHidden();
  await expect(page.locator('.product-card').first()).toBeInViewport();
  await page.getByRole('button', { name: 'فیلترها' }).click();
  const sheet = page.getByRole('dialog', { name: 'فیلتر محصولات' });
  await expect(sheet).toBeVisible();
  await keepScreenshot(page, { path: 'test-results/tablet-filters-fa-768.png' });
  await sheet.getByRole('button', { name: 'بستن فیلترها' }).click();
  await expect(sheet).toBeHidden();

  // On a desktop the filters are a column beside the list: nothing to close.
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(filters).toBeVisible();
  await expect(filters.getByRole('button', { name: 'بستن فیلترها' })).toBeHidden();
  await expect(filters.getByRole('heading', { name: 'فیلترها' })).toBeHidden();
});
