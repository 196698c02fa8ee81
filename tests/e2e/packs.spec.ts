import { expect, test } from './fixtures.ts';
import { waitForServiceWorker, keepScreenshot } from './pages.ts';

test.use({ viewport: { width: 390, height: 844 } });

/** A suture never opened in this test before going offline (in the sutures category, 201). */
const SUTURE = { id: 1009, title: 'نخ بخیه کات‌گوت کرومیک سایز 3-0' };

test('a hospital user saves the sutures category, goes offline, opens and finds a suture never visited, then removes the pack', async ({ page, context }) => {
  await page.goto('/');
  await waitForServiceWorker(page);
  await page.getByRole('contentinfo').getByRole('link', { name: 'نخ بخیه جراحی' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('نخ بخیه جراحی');
  await page.getByRole('link', { name: 'ذخیرهٔ این دسته برای استفادهٔ آفلاین' }).click();

  // The category comes chosen; the size is told before anything is downloaded.
  await expect(page.getByRole('heading', { level: 1, name: 'ذخیره برای آفلاین' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'نخ بخیه جراحی' })).toBeChecked();
  await expect(page.getByText('هنوز چیزی ذخیره نشده است.')).toBeVisible();
  await page.getByRole('button', { name: 'حجمش چقدر است؟' }).click();
  const estimate = page.locator('.pack-estimate');
  await expect(estimate).toContainText('۱۹ محصول، حدود');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await keepScreenshot(page, { path: 'test-results/packs-estimate-fa-390.png', fullPage: true });
  await estimate.getByRole('button', { name: 'ذخیره برای آفلاین' }).click();
  const pack = page.locator('.pack-card');
  await expect(pack).toHaveAttribute('data-status', 'done', { timeout: 30_000 });
  await expect(pack).toContainText('آمادهٔ استفادهٔ آفلاین.');
  await expect(pack).toContainText('۱۹ محصول');
  await keepScreenshot(page, { path: 'test-results/packs-saved-fa-390.png', fullPage: true });

  // In the ward, no signal: a suture never opened opens from the pack.
  await context.setOffline(true);
  await page.goto(`/product/${SUTURE.id}/x`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(SUTURE.title.replace('3-0', '\u20663-0\u2069'));
  // The pack keeps one photo per product: the gallery shows that one, not a broken second, and says so.
  await page.locator('.gallery-track').evaluate((el) => el.scrollTo({ left: -el.scrollWidth }));
  await expect(page.locator('.gallery-note')).toHaveText('برخی از عکس‌های این محصول روی این دستگاه ذخیره نشده‌اند.');
  await expect(page.locator('.gallery-track img')).toHaveCount(1);
  await keepScreenshot(page, { path: 'test-results/packs-gallery-offline-fa-390.png' });
  // Its instructions for use and certificates were saved with it: each opens offline, a PDF (issue 31 §4).
  const documents = page.locator('.document-item');
  await expect(documents).toHaveCount(5);
  await expect(documents.first()).toContainText('دستورالعمل استفاده');
  await expect(documents.first()).toContainText('فارسی · PDF');
  const links = await documents.locator('a[download]').evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).getAttribute('href')!));
  for (const url of links) {
    const got = await page.evaluate(async (u) => {
      const res = await fetch(u);
      return { status: res.status, type: res.headers.get('content-type'), head: new TextDecoder().decode((await res.arrayBuffer()).slice(0, 5)) };
    }, url);
    expect(got, url).toEqual({ status: 200, type: 'application/pdf', head: '%PDF-' });
  }
  await documents.first().locator('.document-open').scrollIntoViewIfNeeded();
  await keepScreenshot(page, { path: 'test-results/packs-documents-offline-fa-390.png' });
  // Its category page too, and every page of the category's list.
  await page.goto('/product/category/absorbable-sutures/absorbable-sutures');
  await expect(page.locator('.product-card')).not.toHaveCount(0);
  await page.goto('/product/category/surgical-sutures/surgical-sutures?page=2');
  await expect(page.locator('.product-card')).toHaveCount(7);

  // Search on the device, typed with Arabic yeh and kaf and Persian digits.
  await page.goto(`/search?q=${encodeURIComponent('نخ بخيه كات‌گوت ۳-۰')}`);
  await expect(page.getByRole('status').filter({ hasText: 'این نتایج از همین دستگاه است' })).toBeVisible();
  await expect(page.locator('.product-card')).toHaveCount(1);
  await expect(page.locator('.product-card h3')).toHaveText(SUTURE.title.replace('3-0', '\u20663-0\u2069'));
  await keepScreenshot(page, { path: 'test-results/packs-search-offline-fa-390.png', fullPage: true });
  // A suture's specification filters offline too: the device counts its results' sizes, and keeps the ticked one.
  await page.goto(`/search?q=${encodeURIComponent('نخ بخیه')}`);
  await expect(page.getByRole('status').filter({ hasText: 'این نتایج از همین دستگاه است' })).toBeVisible();
  // Ranked by the device's index, as the server would rank them: the best match, and no word of a list answered by age.
  await expect(page.getByRole('combobox', { name: 'مرتب‌سازی' })).toHaveValue('relevance');
  await expect(page.locator('.list-note')).toHaveCount(0);
  const all = await page.locator('.list-count').textContent();
  await page.getByRole('button', { name: 'فیلترها' }).click();
  const sizes = page.getByRole('group', { name: 'سایز (USP)' });
  await sizes.getByRole('checkbox', { name: /^3-0 / }).check();
  await expect(page).toHaveURL(/[?&]size=3-0/);
  await page.getByRole('button', { name: /^نمایش .* محصول$/ }).click();
  await expect(page.locator('.list-count')).not.toHaveText(all!);
  const titles = await page.locator('.product-card h3').allTextContents();
  expect(titles.length).toBeGreaterThan(0);
  expect(titles.every((t) => t.includes('3-0'))).toBe(true);
  // The same, typed as a phone keyboard types it: the compound joined, no ZWNJ.
  await page.goto(`/search?q=${encodeURIComponent('کاتگوت کرومیک ۳-۰')}`);
  await expect(page.locator('.product-card')).toHaveCount(1);
  await page.goto(`/search?q=${encodeURIComponent('نخ بخيه كات‌گوت ۳-۰')}`);
  await page.locator('.product-card-link').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(SUTURE.title.replace('3-0', '\u20663-0\u2069'));

  // The pack is removed: its copies go with it.
  await page.goto('/offline');
  await pack.getByRole('button', { name: /^حذف/ }).click();
  await expect(page.getByText('هنوز چیزی ذخیره نشده است.')).toBeVisible();
  await expect.poll(() => page.evaluate(async () => (await (await caches.open('catalogue-packs-v1')).keys()).length)).toBe(0);
  await page.goto('/product/1006/x');
  await expect(page.getByRole('heading', { name: 'این صفحه روی این دستگاه ذخیره نشده است' })).toBeVisible();
});

test('the save-for-offline page in English on a desktop and at 360 px', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/en/offline?category=202');
  const adhesives = page.getByRole('checkbox', { name: 'Anti-allergy adhesives' });
  await expect(adhesives).toBeChecked();
  // Ticks in the site's colour and of a size to see, not the browser's small blue ones.
  const brand = await page.evaluate(() => { const probe = document.createElement('i'); probe.style.color = 'var(--brand)'; document.body.append(probe); const c = getComputedStyle(probe).color; probe.remove(); return c; });
  expect(await adhesives.evaluate((c) => [getComputedStyle(c).accentColor, c.getBoundingClientRect().width])).toEqual([brand, 20]);
  await page.getByRole('button', { name: 'How much is it?' }).click();
  await expect(page.locator('.pack-estimate')).toContainText(/\d+ products, about/);
  await keepScreenshot(page, { path: 'test-results/packs-en-desktop.png', fullPage: true });
  await page.setViewportSize({ width: 360, height: 800 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await keepScreenshot(page, { path: 'test-results/packs-en-360.png', fullPage: true });
});
