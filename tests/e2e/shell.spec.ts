import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { waitForServiceWorker } from './pages.ts';

test('the theme survives a reload', async ({ page, context }) => {
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
});
