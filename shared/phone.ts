import { toLatinDigits } from './digits.ts';

/**
 * Normalises an Iranian mobile number per spec §5: digits converted to Latin, `+98` stripped,
 * a leading 0 removed from 11-digit numbers, and for a country-prefixed number the last 10
 * digits kept. The result is the 10-digit national number (e.g. `9121234567`).
 */
export function normalizePhone(input: string): string {
  let digits = toLatinDigits(input).replace(/[\s\-()]/g, '');
  if (digits.startsWith('+98')) digits = digits.slice(3);
  digits = digits.replace(/\D/g, '');
  if (digits.length === 11 && digits.startsWith('0')) return digits.slice(1);
  if (digits.length > 10) return digits.slice(-10);
  return digits;
}

/** A normalised Iranian mobile number: 10 digits starting with 9. */
export function isValidMobile(normalized: string): boolean {
  return /^9\d{9}$/.test(normalized);
}

/** The number as people dial it inside Iran (`09121234567`), from the stored national number (`9121234567`). */
export const dialledMobile = (national: string): string => `0${national}`;
