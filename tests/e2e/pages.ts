/** Page helpers shared by the e2e specs: roles and labels, as a person finds things. */
import { expect, type Page } from '@playwright/test';

export const PRODUCT_FA = { id: 1001, titleFa: 'نخ بخیه PGA بافته‌شده', titleEn: 'Braided PGA suture, USP 2-0' };

/** Waits until the service worker controls the page (it claims clients on first install). */
export async function waitForServiceWorker(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, null, { timeout: 15_000 });
}

/** Waits until the worker has a cached copy of an API URL containing `fragment`. */
export async function waitForCached(page: Page, fragment: string) {
  await expect
    .poll(
      () =>
        page.evaluate(async (f) => {
          for (const name of await caches.keys()) {
            const cache = await caches.open(name);
            if ((await cache.keys()).some((r) => r.url.includes(f))) return true;
          }
          return false;
        }, fragment),
      { timeout: 15_000 },
    )
    .toBe(true);
}

export async function openProductsMenu(page: Page, name: string) {
  await page.getByRole('banner').getByRole('button', { name }).click();
}
