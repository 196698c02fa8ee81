/** Signing in through the demo outbox (DEMO_MODE), as a person does it, for specs that need a member. */
import { expect, type Page } from '@playwright/test';

/** The demo outbox answers holders of the API key only. */
export const DEV = { headers: { 'x-api-key': 'demo-storefront-key' } };

/** A mobile number no other test uses. */
export const freshMobile = () => `0912${String(Date.now()).slice(-6)}${Math.floor(Math.random() * 10)}`;

export async function lastCode(page: Page, mobile: string): Promise<string> {
  const res = await page.request.get(`/api/dev/outbox?mobile=${mobile}`, DEV);
  expect(res.ok(), `the dev outbox for ${mobile}: ${res.status()} ${await res.text()}`).toBe(true);
  return ((await res.json()) as { code: string }).code;
}

/**
 * On the English sign-in page (where a guarded page sent the visitor): the captcha, the code, and
 * for a new number the name step. Ends where the sign-in page sends the member.
 */
export async function signInEnOnPage(page: Page, mobile: string, name?: { first: string; last: string }) {
  await page.getByLabel('Mobile number').fill(mobile);
  await expect(page.getByRole('img', { name: 'Security picture' })).toBeVisible();
  const id = await page.evaluate(() => (window as unknown as { __lastCaptchaId?: string }).__lastCaptchaId);
  const answer = ((await (await page.request.get(`/api/dev/captcha/${id}`, DEV)).json()) as { answer: string }).answer;
  await page.getByLabel('Type the characters in the picture').fill(answer);
  await page.getByRole('button', { name: 'Send the code' }).click();
  // The code step shows once the server has sent the code: only then is it in the outbox.
  const codeBox = page.getByLabel('Code', { exact: true });
  await expect(codeBox).toBeVisible();
  await codeBox.fill(await lastCode(page, mobile));
  await page.getByRole('button', { name: 'Continue' }).click();
  if (name) {
    await page.getByLabel('First name').fill(name.first);
    await page.getByLabel('Last name').fill(name.last);
    await page.getByRole('button', { name: 'Create my account' }).click();
  }
}
