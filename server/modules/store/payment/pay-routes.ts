/**
 * The browser's side of a gateway payment, under `/api/pay/`: the sandbox gateway's own pay /
 * cancel page, and the callback every gateway returns the browser to. The callback is verified
 * by the gateway adapter (signature), its amount checked against the stored payment, settled
 * once (a replay changes nothing), and the member sent to the storefront's result page.
 */
import { eq } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { localePath } from '../../../../shared/locale.ts';
import { ORDER_PATHS } from '../../../../shared/site-paths.ts';
import { toPersianDigits } from '../../../../shared/digits.ts';
import type { AppEnv } from '../../../app-env.ts';
import { orders, payments } from '../../../db/schema.ts';
import { escapeHtml } from '../../../site/escape.ts';
import { orderNumber } from '../orders-repo.ts';
import { SandboxGateway } from './sandbox-gateway.ts';
import { findByReference, settlePayment } from './payments-repo.ts';
import { GatewayError } from './gateway.ts';
import { askGatewayRefunds } from './refunds.ts';

type Lang = 'fa' | 'en';
const langOf = (v: string | undefined): Lang => (v === 'en' ? 'en' : 'fa');

const TEXT = {
  fa: {
    title: 'درگاه پرداخت آزمایشی',
    note: 'این درگاه آزمایشی است و پولی جابه‌جا نمی‌شود.',
    order: 'سفارش',
    amount: 'مبلغ',
    toman: 'تومان',
    pay: 'پرداخت',
    cancel: 'انصراف از پرداخت',
    fail: 'شبیه‌سازی پرداخت ناموفق',
    settled: 'این پرداخت پیش‌تر انجام یا لغو شده است.',
    back: 'بازگشت به سفارش',
    invalid: 'پاسخ درگاه تأیید نشد و هیچ تغییری در سفارش داده نشد.',
    orders: 'سفارش‌های من',
    missing: 'چنین پرداختی وجود ندارد.',
    checking: 'در حال تأیید پرداخت',
    checkingNote: 'درگاه بانک هنوز نتیجهٔ پرداخت را تأیید نکرده است. اگر پولی از حساب شما برداشته شده باشد، پرداخت تا چند دقیقهٔ دیگر خودبه‌خود تأیید می‌شود یا پول به حسابتان برمی‌گردد. وضعیت را در سفارش‌های خود ببینید.',
  },
  en: {
    title: 'Sandbox payment gateway',
    note: 'This is a test gateway: no money moves.',
    order: 'Order',
    amount: 'Amount',
    toman: 'Toman',
    pay: 'Pay',
    cancel: 'Cancel payment',
    fail: 'Simulate a failed payment',
    settled: 'This payment was already completed or cancelled.',
    back: 'Back to the order',
    invalid: 'The gateway’s answer could not be verified; the order was not changed.',
    orders: 'My orders',
    missing: 'There is no such payment.',
    checking: 'Confirming your payment',
    checkingNote: 'The bank’s gateway has not confirmed the payment yet. If money was taken from your account, the payment is confirmed by itself within a few minutes, or the money goes back. See its state in your orders.',
  },
} as const;

function page(lang: Lang, title: string, body: string, status: 200 | 400 | 404 | 503 = 200) {
  const dir = lang === 'fa' ? 'rtl' : 'ltr';
  const html = `<!doctype html>
<html lang="${lang}" dir="${dir}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title>
<style>
body{margin:0;font-family:Vazirmatn,Tahoma,system-ui,sans-serif;background:#f1f5f9;color:#0f172a}
main{max-width:26rem;margin:2rem auto;padding:1.5rem;background:#fff;border-radius:12px;box-shadow:0 1px 4px #0002}
h1{font-size:1.25rem;margin:0 0 .5rem}.note{color:#92400e;background:#fef3c7;padding:.5rem .75rem;border-radius:8px}
dl{display:grid;grid-template-columns:auto 1fr;gap:.5rem 1rem}dt{color:#475569}dd{margin:0;font-weight:600}
form{margin:.75rem 0}button{width:100%;padding:.8rem;border-radius:8px;border:1px solid #0f766e;font:inherit;font-size:1rem;cursor:pointer}
.pay{background:#0f766e;color:#fff}.cancel{background:#fff;color:#0f766e}.fail{background:none;border:none;color:#b91c1c;text-decoration:underline;font-size:.9rem}
a{color:#0f766e}
</style></head>
<body><main>${body}</main></body></html>`;
  return new Response(html, { status, headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' } });
}

const resultUrl = (lang: Lang, orderId: number) => `${localePath(lang, ORDER_PATHS.result)}?order_id=${orderId}`;

async function callback(c: Context<AppEnv>, fields: Record<string, string>) {
  const lang = langOf(fields.lang);
  const t = TEXT[lang];
  const gateway = c.var.gateway;
  const invalid = () => page(lang, t.title, `<h1>${t.title}</h1><p>${t.invalid}</p><p><a href="${localePath(lang, '/dashboard/order')}">${t.orders}</a></p>`, 400);
  if (!gateway || gateway.code !== c.req.param('gateway')) return invalid();
  let result;
  try {
    result = await gateway.verify(fields, (reference) => findByReference(c.var.db, gateway.code, reference));
  } catch (err) {
    if (!(err instanceof GatewayError)) throw err;
    // The provider did not answer the verify call: the payment stays pending and reconciliation
    // settles it (payment/reconcile.ts); the member is told so, not that it failed.
    c.var.log.warn({ gateway: gateway.code, err }, 'the gateway did not answer a verify; reconciliation will settle the payment');
    return page(lang, t.checking, `<h1>${t.checking}</h1><p>${t.checkingNote}</p><p><a href="${localePath(lang, '/dashboard/order')}">${t.orders}</a></p>`, 503);
  }
  if (!result) return invalid();
  const settled = await settlePayment(c.var.db, gateway.code, result);
  if (!settled) return invalid();
  // A payment changes nothing the public pages show (no stock moves), so it drops nothing of the
  // public cache, replayed or not. A refund decided in its transaction is asked of the gateway
  // now (the order jobs retry it).
  if (settled.changed) void askGatewayRefunds(c.var.db, gateway).catch(() => {});
  return c.redirect(resultUrl(lang, settled.orderId), 303);
}

export function payRoutes() {
  const app = new Hono<AppEnv>();
  // The page is reached by the payment's unguessable token (payments-repo.ts), never its id: only
  // the member the gateway sent here has the signed pay / cancel / fail forms.
  app.get('/sandbox/:token', async (c) => {
    const lang = langOf(c.req.query('lang'));
    const t = TEXT[lang];
    const gateway = c.var.gateway;
    const token = c.req.param('token');
    if (!(gateway instanceof SandboxGateway) || !/^[A-Za-z0-9_-]{20,64}$/.test(token)) return page(lang, t.title, `<h1>${t.title}</h1><p>${t.missing}</p>`, 404);
    const [row] = await c.var.db.select({ p: payments, o: { id: orders.id } }).from(payments).innerJoin(orders, eq(orders.id, payments.orderId)).where(eq(payments.token, token));
    if (!row || row.p.gateway !== gateway.code) return page(lang, t.title, `<h1>${t.title}</h1><p>${t.missing}</p>`, 404);
    if (row.p.status !== 'pending') {
      return page(lang, t.title, `<h1>${t.title}</h1><p>${t.settled}</p><p><a href="${resultUrl(lang, row.o.id)}">${t.back}</a></p>`);
    }
    const digits = (n: number | string) => (lang === 'fa' ? toPersianDigits(String(n)) : String(n));
    const toman = new Intl.NumberFormat('en-US').format(Math.round(row.p.amount / 10));
    const form = async (outcome: 'paid' | 'cancelled' | 'failed', label: string, cls: string) => `<form method="post" action="/api/pay/callback/${gateway.code}">
<input type="hidden" name="payment_id" value="${row.p.id}"><input type="hidden" name="amount" value="${row.p.amount}">
<input type="hidden" name="outcome" value="${outcome}"><input type="hidden" name="lang" value="${lang}">
<input type="hidden" name="sig" value="${await gateway.sign(row.p.id, row.p.amount, outcome)}">
<button type="submit" class="${cls}">${label}</button></form>`;
    const body = `<h1>${t.title}</h1><p class="note">${t.note}</p>
<dl><dt>${t.order}</dt><dd><bdi>${digits(orderNumber(row.o.id))}</bdi></dd><dt>${t.amount}</dt><dd><bdi>${digits(toman)} ${t.toman}</bdi></dd></dl>
${await form('paid', t.pay, 'pay')}${await form('cancelled', t.cancel, 'cancel')}${await form('failed', t.fail, 'fail')}`;
    return page(lang, t.title, body);
  });
  // Providers return the browser with a form POST or a GET with the same fields.
  app.post('/callback/:gateway', async (c) => {
    const form = await c.req.parseBody().catch(() => ({}));
    const fields = Object.fromEntries(Object.entries(form).filter((e): e is [string, string] => typeof e[1] === 'string'));
    return callback(c, { ...c.req.query(), ...fields });
  });
  app.get('/callback/:gateway', (c) => callback(c, c.req.query()));
  return app;
}
