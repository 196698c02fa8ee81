import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { daysUntil, gs1Date, gs1Text, gs1Year, gtinCheckDigit, hasExpired, looksLikeGs1, normaliseGtin, readElementStrings, readGs1 } from './gs1.ts';

const GS = '\u001d';
/** GS1's own example GTIN (General Specifications) and one of this store's (Iran's prefix 626). */
const GTIN = '09501101530003';

describe('GTIN', () => {
  it('checks the check digit, as GS1 computes it', () => {
    expect(gtinCheckDigit('0950110153000')).toBe(3);
    expect(normaliseGtin(GTIN)).toBe(GTIN);
    expect(normaliseGtin('09501101530004')).toBeNull();
    // EAN-13 and UPC-A are the same key with leading zeros.
    expect(normaliseGtin('9501101530003')).toBe(GTIN);
    expect(normaliseGtin('036000291452')).toBe('00036000291452');
    expect(normaliseGtin('96385074')).toBe('00000096385074');
    expect(normaliseGtin('12345')).toBeNull();
    expect(normaliseGtin('0950110153000x')).toBeNull();
  });

  it('finds every single wrong digit', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{13}$/), fc.nat(13), fc.integer({ min: 1, max: 9 }), (body, at, delta) => {
        const gtin = body + String(gtinCheckDigit(body));
        expect(normaliseGtin(gtin)).toBe(gtin);
        const wrong = gtin.slice(0, at) + String((Number(gtin[at]) + delta) % 10) + gtin.slice(at + 1);
        expect(normaliseGtin(wrong)).toBeNull();
      }),
    );
  });
});

describe('GS1 dates', () => {
  it('reads DD 00 as the month’s last day, and refuses no date', () => {
    expect(gs1Date('260200', 2026)).toBe('2026-02-28');
    expect(gs1Date('280200', 2026)).toBe('2028-02-29');
    expect(gs1Date('261131', 2026)).toBeNull();
    expect(gs1Date('261300', 2026)).toBeNull();
    expect(gs1Date('2611', 2026)).toBeNull();
  });

  it('chooses the century within 49 years back and 50 ahead', () => {
    expect(gs1Year(26, 2026)).toBe(2026);
    expect(gs1Year(76, 2026)).toBe(2076);
    expect(gs1Year(77, 2026)).toBe(1977);
    expect(gs1Year(98, 2049)).toBe(2098);
    expect(gs1Year(99, 2048)).toBe(1999);
    expect(gs1Year(10, 2060)).toBe(2110);
    fc.assert(
      fc.property(fc.integer({ min: 1950, max: 2900 }), fc.integer({ min: 0, max: 99 }), (current, yy) => {
        const year = gs1Year(yy, current);
        expect(year % 100).toBe(yy);
        expect(year - current).toBeGreaterThanOrEqual(-49);
        expect(year - current).toBeLessThanOrEqual(50);
      }),
    );
  });

  it('a box is usable through its expiry day', () => {
    expect(hasExpired('2026-11-27', '2026-11-27')).toBe(false);
    expect(hasExpired('2026-11-26', '2026-11-27')).toBe(true);
    expect(daysUntil('2027-01-01', '2026-12-01')).toBe(31);
  });
});

describe('GS1 element strings', () => {
  it('reads a DataMatrix as a reader hands it over: fixed-length elements back to back, GS after a lot', () => {
    expect(readGs1(`]d201${GTIN}17270131 10AB-12${GS}21X9`.replace(' ', ''), 2026)).toEqual({ gtin: GTIN, expiry: '2027-01-31', lot: 'AB-12', serial: 'X9' });
    // The lot last, no separator needed; the GTIN after a lot.
    expect(readGs1(`17250600${GS}01${GTIN}10L7`, 2026)).toEqual({ gtin: GTIN, expiry: '2025-06-30', lot: 'L7', serial: null });
    expect(readGs1(`10L7${GS}01${GTIN}`, 2026)).toEqual({ gtin: GTIN, expiry: null, lot: 'L7', serial: null });
    // A leading FNC1 (some readers send it) and a separator after a fixed-length element.
    expect(readGs1(`${GS}01${GTIN}${GS}17270131`, 2026)?.expiry).toBe('2027-01-31');
  });

  it('reads the human-readable form a label prints', () => {
    expect(readGs1(`(01)${GTIN}(17)270131(10)AB-12`, 2026)).toEqual({ gtin: GTIN, expiry: '2027-01-31', lot: 'AB-12', serial: null });
    expect(readGs1(`(01)${GTIN}(17)271331`, 2026)).toBeNull();
    expect(readGs1('(01)123(10)x', 2026)).toBeNull();
    expect(readGs1(`(01)${GTIN}junk`, 2026)).toBeNull();
  });

  it('reads a bare GTIN (EAN-13 on a box) and nothing that is not GS1', () => {
    expect(readGs1('9501101530003', 2026)).toEqual({ gtin: GTIN, expiry: null, lot: null, serial: null });
    for (const text of ['AS-PGA-01', '9501101530004', `01${GTIN.slice(0, 13)}`, `17270131`, `01${GTIN}17271399`, '', 'https://example.com/product/1', `01${GTIN}10${'x'.repeat(91)}`]) {
      expect(readGs1(text, 2026), text).toBeNull();
    }
    expect(readElementStrings('0')).toBeNull();
  });

  it('tells a code that means to be GS1 (and may not add up) from a product code', () => {
    for (const text of [`(01)${GTIN.slice(0, 13)}4`, ` ]d201${GTIN}`, `10L1${GS}01${GTIN}`]) expect(looksLikeGs1(text), text).toBe(true);
    for (const text of ['AS-PGA-01', '9501101530003', 'https://example.com/product/1']) expect(looksLikeGs1(text), text).toBe(false);
  });

  const code = fc.record({
    gtin: fc.stringMatching(/^\d{13}$/).map((b) => b + String(gtinCheckDigit(b))),
    expiry: fc.option(fc.date({ min: new Date('1990-01-01'), max: new Date('2070-12-31'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10))),
    lot: fc.option(fc.stringMatching(/^[!-~]{1,20}$/).filter((s) => !s.includes('(') && !s.includes(')'))),
    serial: fc.option(fc.stringMatching(/^[A-Za-z0-9]{1,20}$/)),
  });

  it('reads back what it prints, and what a reader sends, for any code', () => {
    fc.assert(
      fc.property(code, (c) => {
        const want = { gtin: c.gtin, expiry: c.expiry, lot: c.lot, serial: c.serial };
        expect(readGs1(gs1Text(c), 2026)).toEqual(want);
        const yymmdd = c.expiry ? `17${c.expiry.slice(2).replaceAll('-', '')}` : '';
        const encoded = `]d201${c.gtin}${yymmdd}${c.lot ? `10${c.lot}${GS}` : ''}${c.serial ? `21${c.serial}` : ''}`;
        expect(readGs1(encoded, 2026)).toEqual(want);
      }),
    );
  });

  it('never throws on any text', () => {
    fc.assert(fc.property(fc.string({ unit: 'binary' }), (s) => void readGs1(s, 2026)));
  });
});
