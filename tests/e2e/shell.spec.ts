import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { waitForServiceWorker, keepScreenshot } from './pages.ts';

test('the theme is light until the shopper picks dark, on a device set to dark too, and the choice survives a reload', async ({ page, context }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await page.getByRole('button', { name: 'پوسته تیره' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  const cookie = (await context.cookies()).find((c) => c.name === 'paletteMode');
  expect(cookie?.value).toBe('dark');
  expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(43_000);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(page.getByRole('button', { name: 'پوسته تیره' })).toHaveAttribute('aria-pressed', 'true');
});

test('header and footer are hidden on /member/signin and shown on the catalogue', async ({ page }) => {
  await page.goto('/member/signin');
  await expect(page.locator('#main')).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await page.goto('/product');
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
});

test('Chromium reports the app installable', async ({ page, baseURL }, testInfo) => {
  // Installability is never reported in an incognito (default Playwright) context: use a profile.
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'pwa-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    ...testInfo.project.use.launchOptions,
    baseURL,
  });
  try {
    const installPage = await context.newPage();
    await installPage.goto('/');
    await waitForServiceWorker(installPage);
    const cdp = await context.newCDPSession(installPage);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string }[];
    };
    expect(installabilityErrors).toEqual([]);
  } finally {
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
  const manifest = await (await page.request.get('/manifest.webmanifest')).json();
  expect(manifest).toMatchObject({ lang: 'fa', dir: 'rtl', display: 'standalone' });
  expect(manifest.icons.map((i: { purpose: string }) => i.purpose)).toContain('maskable');
  const en = await (await page.request.get('/manifest-en.webmanifest')).json();
  expect(en).toMatchObject({ lang: 'en', dir: 'ltr', start_url: '/en/' });
  // Shortcuts (search, scan, cart, orders, tickets) and screenshots for the richer install sheet, served.
  for (const m of [manifest, en]) {
    expect(m.shortcuts).toHaveLength(5);
    for (const shot of m.screenshots as { src: string; form_factor: string }[]) expect((await page.request.get(shot.src)).headers()['content-type']).toBe('image/png');
    expect((m.screenshots as { form_factor: string }[]).map((x) => x.form_factor).sort()).toEqual(['narrow', 'wide']);
  }
});

/** The browser's offer to install, as Chromium fires it when the site qualifies; `prompt()` records its call. */
async function offerInstall(page: Page) {
  await waitForServiceWorker(page);
  await page.evaluate(() => {
    const e = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: async () => void ((window as unknown as { __prompted: boolean }).__prompted = true),
      userChoice: Promise.resolve({ outcome: 'accepted' }),
    });
    window.dispatchEvent(e);
  });
}

test('the invitation to install waits for a second visit, never shows on first paint, installs on request and remembers a dismissal', async ({ context }) => {
  // The pages' clock is the test's (Playwright's fake timers, flowing as real time does until
  // told): "a few seconds later" is a jump of the clock that fires the timers due meanwhile, not
  // a wait. Each jump is the same five seconds, after which a visit that should show the
  // invitation shows it: where it stays away, it stayed away past that moment.
  await context.clock.install();
  const later = (page: Page) => page.clock.runFor(5_000);
  const first = await context.newPage();
  await first.goto('/');
  await offerInstall(first);
  const invite = (p: Page) => p.getByRole('complementary', { name: 'نصب فروشگاه روی این دستگاه' });
  await later(first);
  await expect(invite(first)).toHaveCount(0);
  await first.close();

  // A second visit (another tab, later): the invitation comes, a few seconds after the page settled.
  const second = await context.newPage();
  await second.goto('/product');
  await offerInstall(second);
  await expect(invite(second)).toHaveCount(0);
  await later(second);
  await expect(invite(second)).toBeVisible();
  await keepScreenshot(second, { path: 'test-results/install-invite-fa-desktop.png' });
  // It never prints, and never floats over a product's buy bar or a document to print.
  await second.emulateMedia({ media: 'print' });
  await expect(invite(second)).toBeHidden();
  await second.emulateMedia({ media: 'screen' });
  await second.locator('.product-card-link').first().click();
  await expect(second.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(invite(second)).toHaveCount(0);
  await second.goto('/order/proforma?c=1001.0.1');
  await offerInstall(second);
  await later(second);
  await expect(invite(second)).toHaveCount(0);
  await second.goto('/product');
  await offerInstall(second);
  await later(second);
  await expect(invite(second)).toBeVisible();
  await invite(second).getByRole('button', { name: 'نصب' }).click();
  expect(await second.evaluate(() => (window as unknown as { __prompted?: boolean }).__prompted)).toBe(true);
  await expect(invite(second)).toHaveCount(0);

  // Offered again on a later visit, dismissed: it stays away.
  const third = await context.newPage();
  await third.goto('/');
  await offerInstall(third);
  await later(third);
  await expect(invite(third)).toBeVisible();
  await invite(third).getByRole('button', { name: 'حالا نه' }).click();
  await expect(invite(third)).toHaveCount(0);
  await third.reload();
  await offerInstall(third);
  await later(third);
  await expect(invite(third)).toHaveCount(0);
});
