/**
 * Numbers per locale, without Intl (see src/i18n/format.ts): Persian digits and separators in fa,
 * Latin in en. Here in shared/ because the service worker words notices with them too.
 */
import { toPersianDigits } from './digits.ts';
import type { Locale } from './locale.ts';

/** Thousands and decimal separators: Persian (U+066C, U+066B) or Latin. */
const SEPARATORS: Record<Locale, { group: string; decimal: string; minus: string; percent: string }> = {
  // A left-to-right mark keeps the minus sign before the number inside Persian text (as CLDR does).
  fa: { group: '\u066C', decimal: '\u066B', minus: '\u200E\u2212', percent: '\u066A' },
  en: { group: ',', decimal: '.', minus: '-', percent: '%' },
};

/**
 * `value` × 10^`shift` rounded to at most `fractionDigits` decimals, half away from zero, as
 * decimal digits: the integer part and the fraction without trailing zeros. Rounding works on
 * the number's shortest decimal form (1.005 → 1.01), as ICU's does, not on its binary value.
 */
function roundDecimal(value: number, fractionDigits: number, shift = 0): { negative: boolean; int: string; frac: string } {
  const negative = value < 0 || Object.is(value, -0);
  const exp = /^(\d+)(?:\.(\d+))?(?:e([+-]\d+))?$/.exec(String(Math.abs(value)));
  if (!exp) return { negative, int: String(Math.abs(value)), frac: '' };
  // All the digits, and where the decimal point falls among them.
  let digits = exp[1]! + (exp[2] ?? '');
  let point = exp[1]!.length + Number(exp[3] ?? 0) + shift;
  if (point < 0) {
    digits = '0'.repeat(-point) + digits;
    point = 0;
  }
  if (digits.length < point) digits += '0'.repeat(point - digits.length);
  let kept = digits.slice(0, point + fractionDigits);
  if ((digits[point + fractionDigits] ?? '0') >= '5') {
    // Round up: carry through the kept digits.
    const carried = (BigInt(kept || '0') + 1n).toString().padStart(kept.length, '0');
    if (carried.length > kept.length) point += 1;
    kept = carried;
  }
  const int = kept.slice(0, point).replace(/^0+(?=\d)/, '') || '0';
  const frac = kept.slice(point).replace(/0+$/, '');
  return { negative, int, frac };
}

function formatDecimal(value: number, locale: Locale, fractionDigits: number, shift = 0): string {
  if (!Number.isFinite(value)) return Number.isNaN(value) ? 'NaN' : `${value < 0 ? SEPARATORS[locale].minus : ''}\u221E`;
  const { group, decimal, minus } = SEPARATORS[locale];
  const { negative, int, frac } = roundDecimal(value, fractionDigits, shift);
  const grouped = int.replace(/\B(?=(\d{3})+(?!\d))/g, group);
  return localDigits(`${negative ? minus : ''}${grouped}${frac ? decimal + frac : ''}`, locale);
}

export function formatNumber(value: number, locale: Locale, fractionDigits = 0): string {
  return formatDecimal(value, locale, fractionDigits);
}

/** A fraction (0 to 1) as a whole percentage in the page's digits: ۴۰٪ or 40%. */
export const formatPercent = (fraction: number, locale: Locale): string => `${formatDecimal(fraction, locale, 0, 2)}${SEPARATORS[locale].percent}`;

/** A text holding digits (an order number, a code, a phone) in the page's digits. */
export const localDigits = (text: string, locale: Locale): string => (locale === 'fa' ? toPersianDigits(text) : text);

/** Rial on the wire, Toman on screen (1 Toman = 10 Rial). */
export const rialToToman = (rial: number) => Math.round(rial / 10);
