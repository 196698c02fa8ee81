import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from './fixtures.ts';
import { freshMobile, signInEnOnPage } from './members.ts';
import { chooseIn, waitForServiceWorker, keepScreenshot } from './pages.ts';
import { noisyPhoto } from './photos.ts';

/** This worker's copy of the build (fixtures.ts): changing it changes no other worker's server. */
const sw = () => path.join(process.env.E2E_DIST_DIR!, 'sw.js');

test('a new version waits for the user, then takes over when they agree', async ({ page }) => {
  await page.goto('/');
  await waitForServiceWorker(page);
  const original = fs.readFileSync(sw(), 'utf8');
  try {
    // A new release: the server serves the changed worker at once (it re-checks files on disk).
    fs.writeFileSync(sw(), `${original}\n// release ${Date.now()}\n`);
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());

    const prompt = page.getByRole('alertdialog', { name: 'نسخه تازه‌ای از فروشگاه آماده است.' });
    await expect(prompt).toBeVisible();
    // Until the user agrees, the new worker waits and the old one keeps the page.
    expect(await page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting))).toBe(true);

    await prompt.getByRole('button', { name: 'بعداً' }).click();
    await expect(prompt).toBeHidden();
    expect(await page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting))).toBe(true);

    // The next visit asks again; this time the user agrees and the page reloads on the new version.
    await page.reload();
    await expect(prompt).toBeVisible();
    await Promise.all([page.waitForEvent('load'), prompt.getByRole('button', { name: 'به‌روزرسانی' }).click()]);
    await expect(prompt).toBeHidden();
    await expect
      .poll(() => page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting)))
      .toBe(false);
  } finally {
    fs.writeFileSync(sw(), original);
  }
});

test('the update prompt waits while a write is being sent and while a form holds unsent words, and says what the update brings', async ({ page, context }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/en/member/signup');
  await signInEnOnPage(page, freshMobile(), { first: 'Kian', last: 'Sadeghi' });
  await expect(page).toHaveURL(/\/en\/dashboard\/order$/);
  await waitForServiceWorker(page);
  await page.goto('/en/dashboard/ticket/new');
  await chooseIn(page, 'What is it about?', 'A faulty lot');
  await chooseIn(page, 'Which unit should answer?', 'Quality control');
  await page.getByLabel('Title').fill('Label photo');
  await page.getByLabel('Describe the problem or the request').fill('The label of lot 7, photographed.');
  const original = fs.readFileSync(sw(), 'utf8');
  try {
    // A new release arrives while the form holds words not sent: no prompt.
    fs.writeFileSync(sw(), `${original}\n// release ${Date.now()}\n`);
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    await expect.poll(() => page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting))).toBe(true);
    const prompt = page.getByRole('alertdialog', { name: 'A new version of the store is ready.' });
    await page.waitForTimeout(2_500); // longer than the prompt takes to ask the new worker what it brings
    await expect(prompt).toHaveCount(0);

    // Sent on a slow link, with a photo: while it uploads, still no prompt.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 100, downloadThroughput: 200_000, uploadThroughput: 60_000 });
    await page.locator('input[type=file]').setInputFiles({ name: 'label.jpg', mimeType: 'image/jpeg', buffer: await noisyPhoto(page) });
    await expect(page.locator('.attachment-picker .file-item')).toContainText('label.jpg');
    await page.getByRole('button', { name: 'Send the ticket' }).click();
    await expect(page.getByRole('list', { name: 'Tickets waiting to be sent' })).toContainText('Label photo');
    await expect(page.locator('.waiting-list [data-status="sending"]')).toBeVisible();
    await page.waitForTimeout(2_500); // longer than the prompt takes to ask the new worker what it brings
    await expect(prompt).toHaveCount(0);

    // Delivered: the prompt comes, with what the new version brings.
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    await expect(prompt).toBeVisible({ timeout: 30_000 });
    await expect(prompt).toContainText('Save parts of the catalogue for offline use');
    await keepScreenshot(page, { path: 'test-results/update-prompt-en-390.png' });
  } finally {
    fs.writeFileSync(sw(), original);
  }
});
