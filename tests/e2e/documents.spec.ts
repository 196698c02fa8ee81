/**
 * A product's documents (issue 31 §4) as a clinician finds them: on the product page, each with
 * what it is, its language, size and date (Jalali in Persian), to open or download; on a phone in
 * Persian and on a desktop in English. (Saved with a pack and opened offline: packs.spec.ts.)
 */
import { expect, test } from './fixtures.ts';

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
    await page.screenshot({ path: `test-results/documents-fa-${width}.png` });
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
  await expect(en.first().locator('.document-meta')).toHaveText(/^English · PDF, \d+ KB · /);
  await expect(en.first().locator('.document-open')).toHaveAttribute('href', '/media/documents/ifu-as-pga-en.pdf');
  await en.first().scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/documents-en-1280.png' });
});
