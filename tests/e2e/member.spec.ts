import { expect, test, type Page } from '@playwright/test';

/** What the demo outbox saw: a captcha's answer and the last code sent to a number. */
async function captchaAnswer(page: Page): Promise<string> {
  const src = await page.getByRole('img', { name: 'تصویر امنیتی' }).getAttribute('src');
  expect(src).toMatch(/^data:image\/svg\+xml/);
  // The captcha id is the last one the page asked for: read it back through the dev endpoint.
  const id = await page.evaluate(() => (window as unknown as { __lastCaptchaId?: string }).__lastCaptchaId ?? null);
  expect(id).not.toBeNull();
  const res = await page.request.get(`/api/dev/captcha/${id}`);
  return ((await res.json()) as { answer: string }).answer;
}

async function lastCode(page: Page, mobile: string): Promise<string> {
  const res = await page.request.get(`/api/dev/outbox?mobile=${mobile}`);
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { code: string }).code;
}

async function requestCode(page: Page, mobile: string) {
  await page.getByLabel('شماره موبایل').fill(mobile);
  await page.getByLabel('نویسه‌های تصویر را وارد کنید').fill((await captchaAnswer(page)).toLowerCase());
  await page.getByRole('button', { name: 'ارسال کد' }).click();
  await expect(page.getByLabel('کد', { exact: true })).toBeVisible();
}

test('a new member signs up through the demo outbox, signs out, and signs in again', async ({ page }) => {
  const mobile = `0912${String(Date.now()).slice(-7)}`;
  await page.goto('/member/signup');
  await expect(page.getByRole('banner')).toHaveCount(0);
  await requestCode(page, mobile);
  await expect(page.getByLabel('کد', { exact: true })).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(page.getByRole('button', { name: /ارسال کد تازه تا/ })).toBeDisabled();
  // Persian digits are accepted.
  const code = await lastCode(page, mobile);
  await page.getByLabel('کد', { exact: true }).fill(code.replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]!));
  await page.getByRole('button', { name: 'ادامه' }).click();
  await page.getByLabel('نام', { exact: true }).fill('مینا');
  await page.getByLabel('نام خانوادگی').fill('کریمی');
  await page.getByRole('button', { name: 'ساخت حساب من' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('وارد شده با نام مینا کریمی')).toBeVisible();

  await page.getByRole('link', { name: 'خروج' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'ورود' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('memberHint'))).toBeNull();

  await page.goto('/member/signin');
  await requestCode(page, mobile);
  await page.getByLabel('کد', { exact: true }).fill(await lastCode(page, mobile));
  await page.getByRole('button', { name: 'ادامه' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('وارد شده با نام مینا کریمی')).toBeVisible();
});

test('pages that need a session send a visitor to sign in and back; credit shows the member\'s own history', async ({ page }) => {
  await page.goto('/en/credit');
  await expect(page).toHaveURL(/\/en\/member\/signin\?redirect=/);
  await page.getByLabel('Mobile number').fill('09121234567');
  const src = await page.getByRole('img', { name: 'Security picture' }).getAttribute('src');
  expect(src).toBeTruthy();
  const id = await page.evaluate(() => (window as unknown as { __lastCaptchaId?: string }).__lastCaptchaId);
  const answer = ((await (await page.request.get(`/api/dev/captcha/${id}`)).json()) as { answer: string }).answer;
  await page.getByLabel('Type the characters in the picture').fill(answer);
  await page.getByRole('button', { name: 'Send the code' }).click();
  await page.getByLabel('Code', { exact: true }).fill(await lastCode(page, '09121234567'));
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/en\/credit$/);
  await expect(page.locator('.balance')).toContainText('6,000,000 Toman');
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(7);
  await page.getByRole('link', { name: 'Refund for a returned item' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Refund for a returned item');
  await expect(page.getByText('ORD-10488')).toBeVisible();
});
