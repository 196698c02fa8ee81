/**
 * Issue 29: the member's account (login type UpdateProfile), the calendar they read dates in
 * (spec §3: Jalali 1, Gregorian 2) and signing in by e-mail and password (login type Email).
 */
import { expect, test } from './fixtures.ts';
import { keepScreenshot } from './pages.ts';
import { DEV, freshMobile, signInEnOnPage } from './members.ts';
import type { Page } from '@playwright/test';

/** The Gregorian months as Persian prints them before a year, and a year in Persian digits. */
const PERSIAN_GREGORIAN_DATE = /(ژانویهٔ|فوریهٔ|مارس|آوریل|مهٔ|ژوئن|ژوئیهٔ|اوت|سپتامبر|اکتبر|نوامبر|دسامبر) [۰-۹]{4}$/;
const PERSIAN_JALALI_DATE = /(فروردین|اردیبهشت|خرداد|تیر|مرداد|شهریور|مهر|آبان|آذر|دی|بهمن|اسفند) [۰-۹]{4}$/;

async function signInByEmail(page: Page, email: string, password: string) {
  await page.goto('/en/member/signin');
  await page.getByRole('button', { name: 'Sign in with your e-mail and password instead' }).click();
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await expect(page.getByRole('img', { name: 'Security picture' })).toBeVisible();
  const id = await page.evaluate(() => (window as unknown as { __lastCaptchaId?: string }).__lastCaptchaId);
  const answer = ((await (await page.request.get(`/api/dev/captcha/${id}`, DEV)).json()) as { answer: string }).answer;
  await page.getByLabel('Type the characters in the picture').fill(answer);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/en\/dashboard\/order$/);
}

test('a member saves an e-mail, Gregorian dates and a strong password; Persian pages date in Gregorian, and on another device the e-mail signs them in with their calendar', async ({ page, browser }) => {
  await page.goto('/en/member/signup');
  await signInEnOnPage(page, freshMobile(), { first: 'Leila', last: 'Sadeghi' });
  await expect(page).toHaveURL(/\/en\/dashboard\/order$/);

  // Before any choice a Persian page dates in Jalali.
  await page.goto('/news');
  await expect(page.locator('main time').first()).toHaveText(PERSIAN_JALALI_DATE);

  await page.goto('/en/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
  const email = `leila.${Date.now()}@hospital.example`;
  await page.getByLabel('E-mail').fill('leila at hospital');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Enter an e-mail address, like name@hospital.ir.')).toBeVisible();
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Always Gregorian').check();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Your account is saved.')).toBeVisible();

  // Spec §5: the strength shows as it is typed; a weak password is not sent.
  await page.getByLabel('Password', { exact: true }).fill('ward7store');
  await expect(page.locator('.password-checks li.is-met')).toHaveCount(3);
  await page.getByLabel('The password again').fill('ward7store');
  await page.getByRole('button', { name: 'Save the password' }).click();
  await expect(page.getByText('The password needs everything listed below.')).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill('Ward7#Store');
  await page.getByLabel('The password again').fill('Ward7#Store');
  await expect(page.locator('.password-checks li.is-met')).toHaveCount(5);
  await page.getByRole('button', { name: 'Save the password' }).click();
  await expect(page.getByText('Your password is saved: you can sign in with your e-mail.')).toBeVisible();
  await keepScreenshot(page, { path: 'test-results/profile-en-desktop.png', fullPage: true });

  // A Persian page, rendered by the server in Jalali, dates in Gregorian once it has hydrated.
  await page.goto('/news');
  await expect(page.locator('main time').first()).toHaveText(PERSIAN_GREGORIAN_DATE);
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/dashboard');
  await expect(page.getByLabel('همیشه میلادی')).toBeChecked();
  await keepScreenshot(page, { path: 'test-results/profile-fa-360.png', fullPage: true });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  // Another device: the e-mail and password sign in, and the member's calendar comes with them.
  const other = await browser.newContext();
  const device = await other.newPage();
  await signInByEmail(device, email.toUpperCase(), 'Ward7#Store');
  await device.goto('/news');
  await expect(device.locator('main time').first()).toHaveText(PERSIAN_GREGORIAN_DATE);
  await other.close();
});
