import { expect, test } from './fixtures.ts';
import { holdApi, misplacedCurrent, waitForHydrated } from './pages.ts';

const PERSIAN_MONTH = /(فروردین|اردیبهشت|خرداد|تیر|مرداد|شهریور|مهر|آبان|آذر|دی|بهمن|اسفند)/;
const PERSIAN_DIGIT = /[۰-۹]/;

test('the home page is composed from its content boxes', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('ملزومات جراحی برای بیمارستان‌ها و درمانگاه‌ها');
  for (const name of ['گروه‌های محصولات', 'محصولات منتخب', 'تازه‌ترین خبرها']) {
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  }
  await expect(page.locator('.product-card')).toHaveCount(8);
  await expect(page.locator('.news-card')).toHaveCount(3);
});

test('fa news: articles and events apart, Jalali dates with Persian month names and digits', async ({ page }) => {
  await page.goto('/news');
  await expect(page.getByRole('link', { name: 'مقاله‌ها' })).toHaveAttribute('aria-current', 'page');
  const firstDate = page.locator('.news-card time').first();
  await expect(firstDate).toHaveText(PERSIAN_MONTH);
  await expect(firstDate).toHaveText(PERSIAN_DIGIT);
  await page.getByRole('link', { name: 'رویدادها' }).click();
  await expect(page).toHaveURL(/section=events/);
  await expect(page.locator('.news-card')).toHaveCount(4);
  // The events tab alone is current (the articles' tab, with an empty search, was once marked too).
  await expect(page.getByRole('link', { name: 'رویدادها' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('link', { name: 'مقاله‌ها' })).not.toHaveAttribute('aria-current', 'page');
  await page.reload();
  await expect(page.getByRole('link', { name: 'مقاله‌ها' })).not.toHaveAttribute('aria-current', 'page');
  await page.getByRole('link', { name: 'کارگاه عملی بخیه برای دستیاران جراحی' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('کارگاه عملی بخیه برای دستیاران جراحی');
  // The breadcrumb's current page is the event, not the section's link before it; an article's too.
  const crumbs = page.getByRole('navigation', { name: 'مسیر صفحه' });
  await expect(crumbs.locator('[aria-current="page"]')).toHaveText('کارگاه عملی بخیه برای دستیاران جراحی');
  await expect(page.locator('.event-box')).toContainText('شیراز');
  await expect(page.locator('.event-box time')).toHaveText(PERSIAN_MONTH);
  await page.goto('/news/501/x');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('راهنمای انتخاب سایز نخ بخیه در جراحی عمومی');
  await expect(crumbs.getByRole('link', { name: 'مقاله‌ها' })).toBeVisible();
  await expect(crumbs.locator('[aria-current="page"]')).toHaveText('راهنمای انتخاب سایز نخ بخیه در جراحی عمومی');
  // The header's News is the section the article is in, not the page shown.
  const news = page.getByRole('navigation', { name: 'اصلی' }).getByRole('link', { name: 'اخبار' });
  await expect(news).toHaveAttribute('aria-current', 'true');
  expect(await misplacedCurrent(page)).toEqual([]);
  await news.click();
  await expect(page).toHaveURL(/\/news$/);
  await expect(news).toHaveAttribute('aria-current', 'page');
});

test('on a slow connection, the articles stay on the screen while the events tab loads, and the keyboard’s focus stays on the tab', async ({ page }) => {
  // The page's clock is the test's, to run the router's wait for its pending frame on.
  await page.clock.install();
  await page.goto('/news');
  const events = page.getByRole('link', { name: 'رویدادها' });
  await waitForHydrated(events);
  const articles = await page.locator('.news-card').count();
  // The API's answers from here on wait until the test lets them go.
  const answer = await holdApi(page);
  await events.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/section=events/);
  await expect(page.getByTestId('progress-bar')).toHaveAttribute('aria-busy', 'true');
  // Well past the second after which another page's outline would take this one's place: a tab of
  // the same page keeps the page, the progress bar running (the outline once took the page, and
  // the focus with it, for good).
  await page.clock.runFor(3000);
  await expect(page.locator('.news-card')).toHaveCount(articles);
  await expect(page.locator('.news-card').first()).toBeVisible();
  await expect(page.getByRole('status').getByText('در حال بارگذاری…')).toHaveCount(0);
  await expect(events).toBeFocused();
  answer();
  await expect(page.locator('.news-card')).toHaveCount(4);
  await expect(page.getByTestId('progress-bar')).toHaveAttribute('aria-busy', 'false');
  await expect(events).toHaveAttribute('aria-current', 'page');
  await expect(events).toBeFocused();
});

test('en news: Gregorian dates with Latin digits, and search', async ({ page }) => {
  await page.goto('/en/news');
  await expect(page.locator('.news-card time').first()).toHaveText(/^\d{1,2} [A-Z][a-z]+ \d{4}$/);
  await page.getByRole('searchbox', { name: 'Search news' }).fill('mesh');
  await page.getByRole('main').getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/q=mesh/);
  await expect(page.locator('.news-card').first()).toContainText(/mesh/i);
  // A search that finds nothing says so, not that there is no news.
  await page.getByRole('searchbox', { name: 'Search news' }).fill('zzqx');
  await page.getByRole('main').getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByText('No news matches “zzqx”.')).toBeVisible();
  await expect(page.locator('.news-card')).toHaveCount(0);
});

test('the gallery opens a full-screen viewer that follows the reading direction', async ({ page }) => {
  await page.goto('/album');
  await page.getByRole('link', { name: /اتاق تمیز بسته‌بندی نخ بخیه/ }).click();
  await page.getByRole('button', { name: /باز کردن تصویر: ورود به اتاق تمیز/ }).click();
  const viewer = page.getByRole('dialog');
  await expect(viewer).toBeVisible();
  await expect(viewer).toContainText('۱ از ۵');
  await page.keyboard.press('ArrowLeft'); // in RTL, left is "next"
  await expect(viewer).toContainText('۲ از ۵');
  await expect(viewer.locator('figcaption')).toHaveText('قرقره‌های نخ پیش از برش');
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
  await expect(page.getByRole('button', { name: /باز کردن تصویر: ورود به اتاق تمیز/ })).toBeFocused();
});

test('FAQ: search and categories, in fa and en', async ({ page }) => {
  await page.goto('/faq');
  await page.getByRole('searchbox', { name: 'جستجو در پرسش‌ها' }).fill('لاتکس');
  await page.getByRole('main').getByRole('button', { name: 'جستجو', exact: true }).click();
  await expect(page.locator('.faq-item')).toHaveCount(1);
  await expect(page.locator('.faq-item summary')).toHaveText('آیا چسب‌ها لاتکس دارند؟');
  await page.goto('/en/faq');
  await page.getByRole('link', { name: 'Delivery and returns' }).click();
  await expect(page).toHaveURL(/category=403/);
  await expect(page.locator('.faq-item')).toHaveCount(4);
  await page.locator('.faq-item summary').first().click();
  await expect(page.locator('.faq-item').first()).toContainText('working days');
});

test.describe('in front of a backend that answers a load without its data', () => {
  // The page's own requests, past no service worker: the stand-in is the other backend's empty answer.
  test.use({ serviceWorkers: 'block' });
  test("the page says 'Error fetching data.' in its language, with a retry that loads it once the data comes", async ({ page }) => {
    await page.goto('/en/news');
    await expect(page.locator('.news-card').first()).toBeVisible();
    await page.route('**/v1/news/*/news?*', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{}' }));
    const events = page.getByRole('link', { name: 'Events' });
    await waitForHydrated(events);
    await events.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Error fetching data.');
    await page.unroute('**/v1/news/*/news?*');
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.locator('.news-card')).toHaveCount(4);
  });
});
