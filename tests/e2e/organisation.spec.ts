/**
 * A hospital buys on approval (issue 31 §1), in Persian, each person on a device of their own: a
 * requester registers the hospital on a phone, the accounts team approves it and its members at
 * the desk, the requester submits a cart for approval, an approver approves it, the buyer pays
 * with the purchase-order number, and the invoice names the hospital by its legal identifiers.
 */
import type { Browser, Page } from '@playwright/test';
import { toPersianDigits } from '../../shared/digits.ts';
import { legalId, withWrongCheckDigit } from '../../server/test/legal-ids.ts';
import { expect, test } from './fixtures.ts';
import { keepScreenshot } from './pages.ts';
import { addRecipientFa, apiToken, DEV, freshMobile, signInOnPage } from './members.ts';
import { deskAs } from './desk-browser.ts';
import { deskAdmin, E2E_ADMIN, staffPerson } from './staff.ts';

test.use({ viewport: { width: 390, height: 844 } });

const HOSPITAL = 'بیمارستان نمونهٔ آزمون';
const noSideScroll = async (page: Page) => expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);

/** A member on a phone of their own, signed in on the Persian site, on `path`. */
async function memberOnPhone(browser: Browser, mobile: string, path: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto(path);
  await expect(page).toHaveURL(/\/member\/signin\?redirect=/);
  await signInOnPage(page, mobile, 'fa');
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[?]/g, '\\?')}$`));
  return page;
}

test('a hospital buys on approval: registered on a phone, approved at the desk, a cart submitted, approved on another phone, paid by its buyer with the purchase order, and invoiced to its legal name', async ({ page, browser }) => {
  test.setTimeout(150_000);
  const nationalId = legalId();
  const [approverMobile, buyerMobile] = [freshMobile(), freshMobile()];

  // The requester registers the hospital from the organisation page.
  await page.goto('/dashboard/organisation');
  await expect(page).toHaveURL(/\/member\/signin\?redirect=/);
  await signInOnPage(page, freshMobile(), 'fa', { first: 'مریم', last: 'رضایی' });
  await expect(page).toHaveURL(/\/dashboard\/organisation$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('سازمان شما');
  // Two tabs, the site's own: the arrow key in reading direction (left, in Persian) moves to the next.
  const joinTab = page.getByRole('tab', { name: 'عضویت در سازمان' });
  await expect(joinTab).toHaveAttribute('aria-selected', 'true');
  await joinTab.focus();
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('tab', { name: 'ثبت سازمان' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tab', { name: 'ثبت سازمان' })).toBeFocused();
  const form = page.getByRole('form', { name: 'ثبت سازمان' });
  await expect(page.getByRole('form', { name: 'عضویت در سازمان' })).toBeHidden();
  await form.getByLabel('نام حقوقی').fill(HOSPITAL);
  // A national ID whose check digit does not match is refused here, in words, before anything is
  // sent; the focus goes to it, the first field to put right.
  const idField = form.getByLabel('شناسه ملی شخص حقوقی (۱۱ رقم)');
  await idField.fill(toPersianDigits(withWrongCheckDigit(nationalId)));
  await form.getByRole('button', { name: 'ارسال درخواست ثبت' }).click();
  await expect(form.getByText('این شناسه ملی معتبر نیست: رقم‌هایش را بررسی کنید.')).toBeVisible();
  await expect(idField).toBeFocused();
  await expect(idField).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByText('نقش خود را انتخاب کنید.')).toBeVisible();
  await idField.fill(toPersianDigits(nationalId));
  await form.getByLabel('کد اقتصادی').fill('۴۱۱۱۱۱۱۱۱۱۱۱');
  await form.getByLabel('شماره ثبت').fill('۱۲۳۴');
  await form.getByLabel('نشانی ثبت‌شده').fill('تهران، خیابان کارگر شمالی، بیمارستان نمونه');
  await form.getByLabel('کد پستی').fill('۱۴۱۹۷۳۳۱۴۱');
  await form.getByRole('checkbox', { name: 'کارپردازان ما برای پرداخت باید شماره سفارش خرید بدهند' }).check();
  await form.getByRole('radio', { name: /^درخواست‌کننده/ }).check();
  await form.getByRole('button', { name: 'ارسال درخواست ثبت' }).click();
  await expect(page.getByText('درخواست شما نزد واحد حساب‌های مشتریان ماست', { exact: false })).toBeVisible();
  await expect(page.getByText(`شناسه ملی: ${toPersianDigits(nationalId)}`)).toBeVisible();
  await keepScreenshot(page, { path: 'test-results/organisation-pending-390.png', fullPage: true });
  await noSideScroll(page);

  // Its approver and buyer ask to join it from their own devices (through the API, as their app would;
  // a context of their own: a session made through the requester's page would become hers).
  const others = await browser.newContext();
  for (const [mobile, role, first, last] of [
    [approverMobile, 'approver', 'علی', 'محمدی'],
    [buyerMobile, 'buyer', 'زهرا', 'کریمی'],
  ] as const) {
    const token = await apiToken(others, mobile, { first, last });
    const joined = await others.request.post('/v1/sitemember/fa/organisation/join', {
      headers: { ...DEV.headers, authorization: `Bearer ${token}`, 'idempotency-key': crypto.randomUUID() },
      data: { national_id: nationalId, role },
    });
    expect(joined.status(), await joined.text()).toBe(201);
  }
  await others.close();

  // The accounts team approves the hospital, then each member in their role (the approver up to 50,000,000 Rial).
  const desk = await deskAs(browser, await staffPerson('واحد حساب‌ها', 'accounts'), 'fa');
  await expect(desk).toHaveURL(/\/desk\/organisations$/);
  await desk.getByRole('button', { name: HOSPITAL }).click();
  const drawer = desk.getByRole('dialog', { name: HOSPITAL });
  await drawer.getByRole('button', { name: 'تأیید سازمان' }).click();
  await expect(drawer.locator('.desk-tag-strong').first()).toHaveText('تأییدشده');
  const approverRow = drawer.locator('.desk-org-member').filter({ hasText: 'علی محمدی' });
  await approverRow.getByLabel('سقف تأیید (ریال)').fill('50000000');
  await approverRow.getByRole('button', { name: 'تأیید', exact: true }).click();
  await expect(approverRow).toContainText('تا سقف');
  const buyerRow = drawer.locator('.desk-org-member').filter({ hasText: 'زهرا کریمی' });
  await buyerRow.getByRole('button', { name: 'تأیید', exact: true }).click();
  await expect(buyerRow.locator('.ant-tag').first()).toHaveText('تأییدشده');
  await keepScreenshot(desk, { path: 'test-results/desk-organisation-1280.png' });
  await desk.context().close();

  // The requester builds a cart and submits it for the hospital's approval.
  await page.goto('/product/1027/x');
  await page.getByLabel('تعداد').fill('2');
  await page.getByRole('button', { name: 'افزودن به سبد خرید' }).click();
  await expect(page.getByRole('button', { name: 'سبد خرید (۲)' })).toBeVisible();
  await page.goto('/order/checkout');
  await page.getByRole('button', { name: 'ادامه: ارسال' }).click();
  await addRecipientFa(page, 'انبار بخش جراحی');
  await page.getByRole('button', { name: 'ادامه: بازبینی' }).click();
  await expect(page.getByRole('checkbox', { name: new RegExp(`ارسال برای تأیید ${HOSPITAL}`) })).toBeChecked();
  await keepScreenshot(page, { path: 'test-results/organisation-submit-390.png', fullPage: true });
  await page.getByRole('button', { name: 'ارسال برای تأیید', exact: true }).click();
  await expect(page.getByRole('heading', { name: new RegExp(`برای تأیید به ${HOSPITAL} فرستاده شد`) })).toBeVisible();
  await page.getByRole('link', { name: 'مشاهده سفارش' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('در انتظار تأیید');
  const orderId = Number(/\/dashboard\/order\/(\d+)$/.exec(page.url())![1]);

  // The approver, on another phone, finds it waiting with who asked for it, and approves it.
  const approver = await memberOnPhone(browser, approverMobile, '/dashboard/organisation?tab=approval');
  const row = approver.locator('.order-row-link').first();
  await expect(row).toContainText('درخواست‌کننده: مریم رضایی');
  await row.click();
  await expect(approver).toHaveURL(new RegExp(`/dashboard/organisation/order/${orderId}$`));
  await approver.getByLabel('توضیح (برای برگرداندن لازم است)').fill('با بودجهٔ بخش جراحی تأیید شد');
  await keepScreenshot(approver, { path: 'test-results/organisation-approve-390.png', fullPage: true });
  await approver.getByRole('button', { name: 'تأیید و ثبت سفارش' }).click();
  await expect(approver.getByRole('heading', { level: 1 })).toContainText('در انتظار پرداخت');
  await expect(approver.locator('.timeline')).toContainText('علی محمدی (تأییدکننده)');
  await noSideScroll(approver);
  await approver.context().close();

  // The buyer pays it: the hospital asks for its purchase-order number, which goes on the invoice.
  const buyer = await memberOnPhone(browser, buyerMobile, `/dashboard/organisation/order/${orderId}`);
  await buyer.getByRole('button', { name: 'پرداخت اینترنتی' }).click();
  await expect(buyer.getByRole('alert')).toHaveText('سازمان شما شماره سفارش خرید را لازم می‌داند.');
  await buyer.getByLabel('شماره سفارش خرید').fill('PO-1405-0087');
  await buyer.getByRole('button', { name: 'پرداخت اینترنتی' }).click();
  await expect(buyer.getByRole('heading', { name: 'درگاه پرداخت آزمایشی' })).toBeVisible();
  await buyer.getByRole('button', { name: 'پرداخت', exact: true }).click();
  await expect(buyer.getByRole('heading', { level: 1 })).toHaveText(/^سفارش .* پرداخت شد$/);

  // The invoice names the hospital by its legal identifiers, with the purchase order, the tax and the sum in words.
  await buyer.goto(`/order/invoice/${orderId}`);
  const invoice = buyer.locator('main, body').first();
  // The title of the tax authority's form, not the shop's "invoice".
  await expect(buyer.getByRole('heading', { level: 1 })).toHaveText('صورتحساب فروش کالا و خدمات');
  await expect(invoice).toContainText(HOSPITAL);
  await expect(invoice).toContainText(`شناسه ملی: ${toPersianDigits(nationalId)}`);
  await expect(invoice).toContainText('PO-1405-0087');
  await expect(invoice).toContainText('تحویل به');
  await expect(invoice).toContainText('انبار بخش جراحی');
  await expect(buyer.locator('.doc-words')).toContainText('ریال');
  // An official invoice: every amount in Rial, the legal currency, none in Toman.
  await expect(buyer.getByRole('table')).toContainText('ریال');
  await expect(invoice).toContainText('مبالغ به ریال است.');
  await expect(invoice).not.toContainText('تومان');
  await keepScreenshot(buyer, { path: 'test-results/organisation-invoice-390.png', fullPage: true });
  await buyer.emulateMedia({ media: 'print' });
  await buyer.setViewportSize({ width: 794, height: 1123 });
  await keepScreenshot(buyer, { path: 'test-results/organisation-invoice-print.png', fullPage: true });
  await buyer.context().close();

  // The requester's own order shows every step with who made it.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('پرداخت‌شده');
  const timeline = page.locator('.timeline');
  await expect(timeline).toContainText('مریم رضایی (درخواست‌کننده)');
  await expect(timeline).toContainText('با بودجهٔ بخش جراحی تأیید شد');
  await expect(timeline).toContainText('زهرا کریمی (کارپرداز)');
});

/** A member's API call with their token (their own device's, not the page's). */
async function asMember<T>(api: Pick<Page, 'request'>, token: string, path: string, data?: unknown): Promise<T> {
  const headers = { ...DEV.headers, authorization: `Bearer ${token}`, 'idempotency-key': crypto.randomUUID() };
  const res = data === undefined ? await api.request.get(path, { headers }) : await api.request.post(path, { headers, data });
  expect(res.ok(), `${path}: ${res.status()} ${await res.text()}`).toBe(true);
  return ((await res.json()) as { data: T }).data;
}

test('on terms: the buyer places an approved order on the hospital’s terms, it is due in 30 days, and the accounts team records the bank transfer at the desk', async ({ browser }) => {
  test.setTimeout(120_000);
  const nationalId = legalId();
  const api = await browser.newContext();
  const [requesterMobile, approverMobile, buyerMobile] = [freshMobile(), freshMobile(), freshMobile()];
  const requester = await apiToken(api, requesterMobile, { first: 'مریم', last: 'رضایی' });
  const approver = await apiToken(api, approverMobile, { first: 'علی', last: 'محمدی' });
  const buyer = await apiToken(api, buyerMobile, { first: 'زهرا', last: 'کریمی' });
  const org = await asMember<{ organisation: { id: number } }>(api, requester, '/v1/sitemember/fa/organisation', {
    kind: 'clinic',
    legal_name: 'درمانگاه نمونهٔ مدت‌دار',
    national_id: nationalId,
    economic_code: '411111111111',
    registration_number: '5678',
    address: 'تهران، خیابان ولیعصر، درمانگاه نمونه',
    postal_code: '1419733141',
    po_required: false,
    role: 'requester',
  });
  await asMember(api, approver, '/v1/sitemember/fa/organisation/join', { national_id: nationalId, role: 'approver' });
  await asMember(api, buyer, '/v1/sitemember/fa/organisation/join', { national_id: nationalId, role: 'buyer' });
  const admin = await deskAdmin();
  const id = org.organisation.id;
  expect((await admin(`/organisations/${id}/decide`, { data: { approve: true } })).status).toBe(200);
  const people = (await admin<{ members: { member_id: number; role: string }[] }>(`/organisations/${id}`)).body.data.members;
  for (const role of ['approver', 'buyer'] as const) {
    const who = people.find((p) => p.role === role)!;
    expect((await admin(`/organisations/${id}/members/${who.member_id}/decide`, { data: { approve: true, role, approval_limit: null } })).status).toBe(200);
  }
  expect((await admin(`/organisations/${id}/terms`, { data: { terms_days: 30, credit_limit: 100_000_000 } })).status).toBe(200);
  const recipient = await asMember<{ id: number }>(api, requester, '/v1/store/fa/recipients', {
    name: 'داروخانهٔ درمانگاه',
    mobile: '09121112233',
    province_id: 1,
    city_id: 101,
    address: 'تهران، خیابان ولیعصر، درمانگاه نمونه، داروخانه',
    postal_code: '1419733141',
  });
  const order = await asMember<{ id: number; total: number }>(api, requester, '/v1/store/fa/orders', {
    cart_items: [{ product_id: 1020, quantity: 1, guaranteed: 0 }],
    recipient_id: recipient.id,
    transmit_id: 1,
    for_organisation: true,
  });
  await asMember(api, approver, `/v1/store/fa/organisation/orders/${order.id}/approve`, {});
  // A second request, which the approver returns for changes.
  const second = await asMember<{ id: number }>(api, requester, '/v1/store/fa/orders', {
    cart_items: [{ product_id: 1020, quantity: 3, guaranteed: 0 }],
    recipient_id: recipient.id,
    transmit_id: 1,
    for_organisation: true,
  });
  await api.close();

  // Returning asks first, in place, in the danger colour; it needs a word for the requester.
  const approving = await memberOnPhone(browser, approverMobile, `/dashboard/organisation/order/${second.id}`);
  await approving.getByRole('button', { name: 'برگرداندن برای اصلاح' }).click();
  const ask = approving.getByRole('alertdialog', { name: 'این سفارش به درخواست‌کننده‌اش برگردانده شود؟' });
  await expect(ask.getByRole('button', { name: 'نگه داشتن' })).toBeFocused();
  await ask.getByRole('button', { name: 'برگردانده شود' }).click();
  await expect(approving.getByRole('alert')).toHaveText('پیش از برگرداندن، بنویسید چه چیزی باید تغییر کند.');
  await approving.getByLabel('توضیح (برای برگرداندن لازم است)').fill('سه بسته زیاد است؛ یکی کافی است');
  await expect(approving.getByRole('alert')).toHaveCount(0);
  await approving.getByRole('button', { name: 'برگرداندن برای اصلاح' }).click();
  await keepScreenshot(approving, { path: 'test-results/organisation-return-390.png', fullPage: true });
  await ask.getByRole('button', { name: 'برگردانده شود' }).click();
  await expect(approving.getByText('با توضیح شما به درخواست‌کننده برگردانده شد.')).toBeVisible();
  await expect(approving.getByRole('button', { name: 'برگرداندن برای اصلاح' })).toHaveCount(0);
  await expect(approving.locator('.timeline')).toContainText('سه بسته زیاد است؛ یکی کافی است');
  await noSideScroll(approving);
  await approving.context().close();

  // The buyer, on a phone, places it on terms: it is prepared now and due in 30 days.
  const page = await memberOnPhone(browser, buyerMobile, `/dashboard/organisation/order/${order.id}`);
  await page.getByRole('button', { name: 'ثبت مدت‌دار (۳۰ روزه)' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('مدت‌دار: در انتظار واریز');
  await expect(page.locator('.order-organisation')).toContainText('مدت‌دار: سررسید واریز بانکی');
  await keepScreenshot(page, { path: 'test-results/organisation-terms-390.png', fullPage: true });
  await noSideScroll(page);

  // The accounts team records the bank transfer at the desk, once.
  const desk = await deskAs(browser, await staffPerson('واحد حساب‌ها', 'accounts'), 'fa');
  await desk.locator('.ant-segmented-item').filter({ hasText: 'تأییدشده' }).click();
  await desk.getByRole('button', { name: 'درمانگاه نمونهٔ مدت‌دار' }).click();
  const drawer = desk.getByRole('dialog', { name: 'درمانگاه نمونهٔ مدت‌دار' });
  await expect(drawer).toContainText('بدهی کنونی');
  await drawer.getByLabel('شماره پیگیری بانک').fill('BANK-778812');
  await drawer.getByRole('button', { name: 'ثبت واریز' }).click();
  await expect(drawer.getByRole('button', { name: 'ثبت واریز' })).toHaveCount(0);
  await keepScreenshot(desk, { path: 'test-results/desk-terms-1280.png' });
  await desk.context().close();

  // The buyer sees it paid by the transfer; the invoice carries the due day.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('پرداخت‌شده');
  await expect(page.locator('.payment-list')).toContainText('واریز بانکی');
  await page.goto(`/order/invoice/${order.id}`);
  await expect(page.locator('.doc-meta')).toContainText('سررسید');

  // Cancelled at the desk after the transfer arrived: the money is owed back by bank, and the
  // accounts team records the return, once.
  expect((await admin(`/orders/${order.id}/move`, { data: { to: 'cancelled', reason: 'درمانگاه دیگر به آن نیاز ندارد' } })).status).toBe(200);
  await page.goto(`/dashboard/organisation/order/${order.id}`);
  await expect(page.locator('.payment-list')).toContainText('در حال بازگشت وجه');
  // Its history says so in the member's words (the store's own note, not an English sentence).
  const refundLine = page.locator('.timeline li').filter({ hasText: 'با انتقال بانکی بازگردانده می‌شود' });
  await expect(refundLine).toContainText('تومان');
  // and the reason staff gave, which the desk told them the member reads.
  await expect(page.locator('.timeline')).toContainText('درمانگاه دیگر به آن نیاز ندارد');
  await expect(page.locator('.timeline')).not.toContainText(/Rial|staff/);
  const returns = await deskAs(browser, await staffPerson('واحد حساب‌ها، بازپرداخت', 'accounts'), 'fa');
  await returns.locator('.ant-segmented-item').filter({ hasText: 'تأییدشده' }).click();
  await returns.getByRole('button', { name: 'درمانگاه نمونهٔ مدت‌دار' }).click();
  const sheet = returns.getByRole('dialog', { name: 'درمانگاه نمونهٔ مدت‌دار' });
  await expect(sheet).toContainText('بازپرداخت با حوالهٔ بانکی');
  await sheet.getByLabel('شمارهٔ پیگیری بانکی بازپرداخت').fill('BANK-RET-5501');
  // (Hovered first: the drawer has stopped sliding in.)
  await sheet.getByRole('button', { name: 'ثبت بازپرداخت' }).hover();
  await keepScreenshot(returns, { path: 'test-results/desk-terms-return-1280.png' });
  await sheet.getByRole('button', { name: 'ثبت بازپرداخت' }).click();
  await expect(sheet.getByRole('button', { name: 'ثبت بازپرداخت' })).toHaveCount(0);
  await returns.context().close();
  // The desk's history of the order, in Persian: who cancelled and why, the refund owed, its return.
  const orderDesk = await deskAs(browser, E2E_ADMIN, 'fa');
  await orderDesk.goto(`/desk/orders/${order.id}`);
  const history = orderDesk.locator('.ant-timeline');
  await expect(history).toContainText('درمانگاه دیگر به آن نیاز ندارد');
  await expect(history).toContainText('با انتقال بانکی بازگردانده می‌شود');
  await expect(history).toContainText('BANK-RET-5501');
  await expect(history).not.toContainText(/Rial|hold_expired/);
  await orderDesk.locator('.ant-timeline').scrollIntoViewIfNeeded();
  await keepScreenshot(orderDesk, { path: 'test-results/desk-order-history-fa-1280.png' });
  await orderDesk.context().close();
  await page.reload();
  await expect(page.locator('.payment-list')).toContainText('وجه بازگردانده شد');
  await page.context().close();
});

test('asking to join an organisation nobody registered says so on its national ID and keeps what was typed; typing again lifts the refusal', async ({ page }) => {
  const unknown = legalId();
  await page.goto('/en/dashboard/organisation');
  await signInOnPage(page, freshMobile(), 'en', { first: 'Reza', last: 'Ahmadi' });
  const form = page.getByRole('form', { name: 'Join an organisation' });
  await form.getByLabel('National ID of the legal entity (11 digits)').fill(unknown);
  await form.getByRole('radio', { name: /^Buyer/ }).check();
  await form.getByRole('button', { name: 'Ask to join' }).click();
  const words = 'No organisation with this national ID is registered here: register it.';
  await expect(form.getByRole('alert')).toHaveText(words);
  const id = form.getByLabel('National ID of the legal entity (11 digits)');
  await expect(id).toHaveAttribute('aria-invalid', 'true');
  await expect(id).toHaveAccessibleDescription(words);
  await expect(id).toHaveValue(unknown);
  await expect(form.getByRole('radio', { name: /^Buyer/ })).toBeChecked();
  // Typing again lifts the server's refusal; the field's own check follows the typing from then on.
  await id.fill(unknown.slice(0, 10));
  await expect(id).toHaveAccessibleDescription('The national ID has 11 digits.');
  await expect(form.getByText(words)).toHaveCount(1);
  await id.fill(unknown);
  await expect(id).toHaveAttribute('aria-invalid', 'false');
  await noSideScroll(page);
});
