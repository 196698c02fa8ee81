/**
 * The gateway's way back lands in the language the payment was started in. The spec fixes `fa` in
 * the payment call's path, so a backend serving it as written sends every shopper back to the
 * Persian result page; this tab remembers the language of the order it sent to the gateway, and
 * the result page takes an English shopper back to the English one.
 */
import type { Locale } from '../../i18n/locale.ts';
import { readLocal, writeLocal } from '../../lib/local-store.ts';

/** Before the browser leaves for the gateway: this order is paid in `locale`. */
export const rememberPayingIn = (orderId: number, locale: Locale) => writeLocal('payingIn', JSON.stringify({ order: orderId, locale }), 'session');

/** Back from the gateway: the language order `orderId` was paid in, once (then forgotten), or null. */
export function paidIn(orderId: number): Locale | null {
  const kept = readPaying();
  const locale = kept?.order === orderId && (kept.locale === 'fa' || kept.locale === 'en') ? kept.locale : null;
  if (locale) writeLocal('payingIn', null, 'session');
  return locale;
}

function readPaying(): { order?: unknown; locale?: unknown } | null {
  try {
    return JSON.parse(readLocal('payingIn', 'session') ?? 'null') as { order?: unknown; locale?: unknown } | null;
  } catch {
    return null;
  }
}
