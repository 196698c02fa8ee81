/**
 * A suture's specification as a filter (issue 31 §4), as a theatre nurse narrows the sutures on a
 * phone: the filters' sheet offers USP sizes thickest first with their counts, materials, needles
 * and lengths; a ticked size is in the URL (shared, reloaded) and the list holds only that size.
 */
import { expect, test } from './fixtures.ts';
import { keepScreenshot } from './pages.ts';
import { productsData } from '../../server/db/seed/catalog-data.ts';

test('the sutures are filtered by USP size and material on a phone, in the URL', async ({ page }) => {
  const threeO = productsData.filter((p) => p.kind === 'suture' && p.label === '3-0');
  for (const width of [360, 390]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/product/category/surgical-sutures/surgical-sutures');
    await page.getByRole('button', { name: 'فیلترها' }).click();
    const sizes = page.getByRole('group', { name: 'سایز (USP)' });
    // The sheet opens on the tap's next frame: its boxes are read once it shows them.
    await expect(sizes.getByRole('checkbox', { name: /^2-0 / })).toBeVisible();
    const labels = (await sizes.locator('label').allTextContents()).map((l) => l.replace(/\s*\(.*\)$/, '').replace(/[\u2066-\u2069]/g, '').trim());
    expect(labels.indexOf('2-0')).toBeLessThan(labels.indexOf('3-0'));
    await expect(sizes.getByRole('checkbox', { name: new RegExp(`^3-0 \\(${threeO.length.toLocaleString('fa-IR')}\\)`) })).toBeVisible();
    await expect(page.getByRole('group', { name: 'جنس' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await sizes.scrollIntoViewIfNeeded();
    await keepScreenshot(page, { path: `test-results/spec-filter-fa-${width}.png` });
  }
  await page.getByRole('group', { name: 'سایز (USP)' }).getByRole('checkbox', { name: /^3-0 / }).check();
  await expect(page).toHaveURL(/[?&]size=3-0/);
  await page.getByRole('button', { name: /^نمایش .* محصول$/ }).click();
  await expect(page.locator('.list-count')).toHaveText(`${threeO.length.toLocaleString('fa-IR')} محصول`);
  await expect(page.getByRole('button', { name: 'فیلترها (۱)' })).toBeVisible();

  // Reloaded (or shared), the same list; a material narrows it further.
  await page.reload();
  await expect(page.locator('.list-count')).toHaveText(`${threeO.length.toLocaleString('fa-IR')} محصول`);
  const material = threeO[0]!.specifications.find((s) => s.key === 'material')!.value_fa;
  await page.getByRole('button', { name: 'فیلترها (۱)' }).click();
  await page.getByRole('group', { name: 'جنس' }).getByRole('checkbox', { name: new RegExp(`^${material} `) }).check();
  const both = threeO.filter((p) => p.specifications.some((s) => s.key === 'material' && s.value_fa === material));
  await expect(page.locator('.list-count')).toHaveText(`${both.length.toLocaleString('fa-IR')} محصول`);

  // In English on a desktop, the filters beside the list.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/en/product/category/surgical-sutures/surgical-sutures?size=3-0');
  await expect(page.locator('.list-count')).toHaveText(`${threeO.length} products`);
  await expect(page.getByRole('group', { name: 'Size (USP)' }).getByRole('checkbox', { name: /^3-0 / })).toBeChecked();
  await keepScreenshot(page, { path: 'test-results/spec-filter-en-1280.png' });
});
