import { describe, expect, it } from 'vitest';
import { toLatinDigits, toPersianDigits } from './digits.ts';
import { isValidMobile, normalizePhone } from './phone.ts';
import { ticketReviewRate, validReviewRate } from './rate.ts';
import { slugify, SLUG_MAX_LENGTH } from './slug.ts';

describe('digits (spec §5)', () => {
  it('converts Persian and Arabic-Indic digits to Latin', () => {
    expect(toLatinDigits('۰۱۲۳۴۵۶۷۸۹')).toBe('0123456789');
    expect(toLatinDigits('٠١٢٣٤٥٦٧٨٩')).toBe('0123456789');
    expect(toLatinDigits('کد ۱۲a٣')).toBe('کد 12a3');
    expect(toLatinDigits('')).toBe('');
  });
  it('converts Latin digits to Persian for display', () => {
    expect(toPersianDigits(1405)).toBe('۱۴۰۵');
    expect(toPersianDigits('2-0')).toBe('۲-۰');
  });
});

describe('phone normalisation (spec §5)', () => {
  it('strips +98', () => expect(normalizePhone('+989121234567')).toBe('9121234567'));
  it('drops the leading 0 of an 11-digit number', () => expect(normalizePhone('09121234567')).toBe('9121234567'));
  it('keeps the last 10 digits of a country-prefixed number', () => {
    expect(normalizePhone('00989121234567')).toBe('9121234567');
    expect(normalizePhone('989121234567')).toBe('9121234567');
  });
  it('accepts Persian and Arabic digits, spaces and dashes', () => {
    expect(normalizePhone('۰۹۱۲ ۱۲۳ ۴۵۶۷')).toBe('9121234567');
    expect(normalizePhone('٠٩١٢-١٢٣-٤٥٦٧')).toBe('9121234567');
  });
  it('leaves a 10-digit number as it is', () => expect(normalizePhone('9121234567')).toBe('9121234567'));
  it('validates the result', () => {
    expect(isValidMobile(normalizePhone('09121234567'))).toBe(true);
    expect(isValidMobile(normalizePhone('0912123'))).toBe(false);
    expect(isValidMobile(normalizePhone('02112345678'))).toBe(false);
  });
});

describe('slug (spec §5)', () => {
  it('lowercases and turns separators into hyphens', () => {
    expect(slugify('Braided PGA suture, USP 2-0')).toBe('braided-pga-suture-usp-2-0');
    expect(slugify('  a__b  c ')).toBe('a-b-c');
  });
  it('keeps Persian letters and splits at the zero-width non-joiner', () => {
    expect(slugify('نخ بخیه جذبی')).toBe('نخ-بخیه-جذبی');
    expect(slugify('بافته‌شده')).toBe('بافته-شده');
  });
  it('cuts to 50 characters without a trailing hyphen', () => {
    const long = slugify('word '.repeat(30));
    expect(long.length).toBeLessThanOrEqual(SLUG_MAX_LENGTH);
    expect(long.endsWith('-')).toBe(false);
    expect(slugify('x'.repeat(80))).toHaveLength(50);
  });
});

describe('rates (spec §5)', () => {
  it('accepts review ratings 1 to 5 only', () => {
    expect([1, 2, 3, 4, 5].map(validReviewRate)).toEqual([1, 2, 3, 4, 5]);
    expect([0, 6, 2.5, -1, NaN, '9', null].map(validReviewRate)).toEqual([null, null, null, null, null, null, null]);
    expect(validReviewRate('4')).toBe(4);
  });
  it('sends 1 for a ticket review rate outside 1 to 5', () => {
    expect(ticketReviewRate(5)).toBe(5);
    expect(ticketReviewRate(0)).toBe(1);
    expect(ticketReviewRate(7)).toBe(1);
    expect(ticketReviewRate(undefined)).toBe(1);
  });
});
