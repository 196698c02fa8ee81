/**
 * A product's documents (issue 31 §4) as a clinician finds them: on the product page, each with
 * what it is, its language, size and date (Jalali in Persian), to open or download; on a phone in
 * Persian and on a desktop in English. (Saved with a pack and opened offline: packs.spec.ts.)
 */
import { readFileSync } from 'node:fs';
import { deskAs } from './desk-browser.ts';
import { expect, test } from './fixtures.ts';
import { pickOption, keepScreenshot } from './pages.ts';
import { staffPerson } from './staff.ts';

test('the product page lists its instructions for use and certificates, and downloads them', async ({ page }) => {
  for (const width of [360, 390]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/product/1001/x');
    const documents = page.getByRole('list', { name: /^مدارک / });
    await expect(documents.getByRole('listitem')).toHaveCount(5);
    const first = documents.getByRole('listitem').first();
    await expect(first).toContainText('دستورالعمل استفاده');
    // Its date in the Jalali calendar with Persian digits, its size in kilobytes.
    await expect(first.locator('.document-meta')).toHaveText(/^فارسی · PDF، [۰-۹]+ کیلوبایت · [۰-۹]+ [^\d]+ [۰-۹]{4}$/);
    await first.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await keepScreenshot(page, { path: `test-results/documents-fa-${width}.png` });
  }
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'دریافت دستورالعمل استفاده (فارسی)' }).click()]);
  expect(download.suggestedFilename()).toBe('ifu-as-pga-fa.pdf');
  const bytes = await download.createReadStream().then(async (s) => {
    const chunks: Buffer[] = [];
    for await (const c of s) chunks.push(c as Buffer);
    return Buffer.concat(chunks);
  });
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/en/product/1001/x');
  const en = page.getByRole('list', { name: /^Documents of / }).getByRole('listitem');
  await expect(en.first()).toContainText('Instructions for use');
  await expect(en.first().locator('.document-meta')).toHaveText(/^English · PDF, \d+ kB · /);
  await expect(en.first().locator('.document-open')).toHaveAttribute('href', '/media/documents/ifu-as-pga-en.pdf');
  await en.first().scrollIntoViewIfNeeded();
  await keepScreenshot(page, { path: 'test-results/documents-en-1280.png' });
});

test('the catalogue team uploads a datasheet at the desk; the product page lists it and it downloads; removed, it goes', async ({ page, browser }) => {
  const desk = await deskAs(browser, await staffPerson('Parisa Docs', 'catalogue'), 'fa', 390);
  await desk.getByLabel('یافتن محصول').fill('1030');
  await desk.getByRole('button', { name: 'یافتن' }).click();
  await desk.locator('.desk-row-button').first().click();
  const sheet = desk.getByRole('dialog');
  const docs = sheet.locator('.desk-doc');
  // The product's documents listed (they load after the sheet opens), then counted.
  await expect(docs.first()).toBeVisible();
  const before = await docs.count();
  expect(before).toBeGreaterThan(0);

  // A file that is not a PDF is refused in words before anything is sent.
  await sheet.getByLabel('فایل مدرک (PDF، حداکثر ۱۰ مگابایت)').setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from('not a pdf') });
  await expect(sheet).toContainText('یک فایل PDF انتخاب کنید.');
  const pdf = readFileSync(new URL('../../server/site/media/documents/ce-pars-wire-en.pdf', import.meta.url));
  await sheet.getByLabel('فایل مدرک (PDF، حداکثر ۱۰ مگابایت)').setInputFiles({ name: 'datasheet.pdf', mimeType: 'application/pdf', buffer: pdf });
  await pickOption(desk, 'نوع', 'برگه مشخصات');
  await sheet.getByLabel('عنوان فارسی').fill('برگه مشخصات فنی');
  await sheet.getByLabel('عنوان انگلیسی').fill('Technical datasheet');
  await sheet.getByLabel('تاریخ صدور یا بازنگری').fill('2026-09-15');
  await sheet.getByRole('button', { name: 'افزودن مدرک' }).click();
  await expect(docs).toHaveCount(before + 1);
  const added = docs.filter({ hasText: 'برگه مشخصات فنی' });
  await expect(added).toContainText('برگه مشخصات');
  expect(await desk.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await added.scrollIntoViewIfNeeded();
  await keepScreenshot(desk, { path: 'test-results/desk-documents-fa-390.png' });

  // The product page lists it, and it downloads as the file uploaded.
  await page.goto('/en/product/1030/x');
  const item = page.locator('.document-item').filter({ hasText: 'Technical datasheet' });
  await expect(item).toContainText('Datasheet');
  // Tapped as soon as it shows, while the page may still be starting (server-render.spec holds that
  // a reader's scroll then stays put, so the tap lands on the link).
  const [download] = await Promise.all([page.waitForEvent('download'), item.locator('a[download]').click()]);
  expect(download.suggestedFilename()).toMatch(/^u-[0-9a-f]{24}\.pdf$/);

  // Removed (the danger button asks first), it goes from the product page.
  await added.getByRole('button', { name: /^حذف / }).click();
  await desk.locator('.ant-popconfirm').getByRole('button', { name: 'حذف' }).click();
  await expect(docs).toHaveCount(before);
  await page.reload();
  await expect(page.locator('.document-item').filter({ hasText: 'Technical datasheet' })).toHaveCount(0);
});
