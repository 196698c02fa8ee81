/** The staff desk in a browser of a person's own (desk.spec.ts, organisation.spec.ts). */
import type { Browser, Page } from '@playwright/test';
import { expect } from './fixtures.ts';
import { signInEnOnPage } from './members.ts';

/** A person of the staff signs in at the desk, in a browser of their own, landing on their first section. */
export async function deskAs(browser: Browser, mobile: string, lang: 'en' | 'fa' = 'en', width = 1280): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  await page.goto(lang === 'en' ? '/en/desk' : '/desk');
  await expect(page).toHaveURL(/\/desk\/signin\?redirect=/);
  if (lang === 'en') await signInEnOnPage(page, mobile);
  else {
    await page.locator('#mobile').fill(mobile);
    await expect(page.locator('img.captcha-image')).toBeVisible();
    const id = await page.evaluate(() => (window as unknown as { __lastCaptchaId?: string }).__lastCaptchaId);
    const answer = ((await (await page.request.get(`/api/dev/captcha/${id}`, { headers: { 'x-api-key': 'demo-storefront-key' } })).json()) as { answer: string }).answer;
    await page.locator('#captcha').fill(answer);
    await page.locator('form button[type=submit]').click();
    await expect(page.locator('#code')).toBeVisible();
    const code = ((await (await page.request.get(`/api/dev/outbox?mobile=${mobile}`, { headers: { 'x-api-key': 'demo-storefront-key' } })).json()) as { code: string }).code;
    await page.locator('#code').fill(code);
  }
  // Past the sign-in (its own URL is /desk/signin): on the desk section it lands on.
  await expect(page).toHaveURL(/\/desk\/(?!signin)[a-z]+/);
  return page;
}

