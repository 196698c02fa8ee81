import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from './fixtures.ts';
import { waitForServiceWorker } from './pages.ts';

const SW = path.resolve('dist/sw.js');

test('a new version waits for the user, then takes over when they agree', async ({ page }) => {
  await page.goto('/');
  await waitForServiceWorker(page);
  const original = fs.readFileSync(SW, 'utf8');
  try {
    // A new release: the server serves the changed worker at once (it re-checks files on disk).
    fs.writeFileSync(SW, `${original}\n// release ${Date.now()}\n`);
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
    fs.writeFileSync(SW, original);
  }
});
