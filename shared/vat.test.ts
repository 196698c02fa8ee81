import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseRatePercent, shareOut, taxLines } from './vat.ts';

const sum = (xs: number[]) => xs.reduce((s, x) => s + x, 0);

describe('value-added tax', () => {
  it('taxes the taxable lines after their share of the discount, rounded once', () => {
    // 3 × 333,333 (taxable) and 1 × 1,000,000 (exempt), 10% off the whole, VAT 10%.
    const taxed = taxLines(
      [
        { amount: 999_999, taxable: true },
        { amount: 1_000_000, taxable: false },
      ],
      199_999,
      1000,
    );
    // Discount shared 99,999.45… / 99,999.55…: the Rial left over goes to the larger remainder.
    expect(taxed.lines.map((l) => l.discount)).toEqual([99_999, 100_000]);
    // (999,999 − 99,999) × 10% = 90,000; the exempt line pays none.
    expect(taxed.tax).toBe(90_000);
    expect(taxed.lines.map((l) => l.tax)).toEqual([90_000, 0]);
  });

  it('rounds the whole, not each line (halves up)', () => {
    // Three lines of 5 Rial at 10%: 0.5 each; per-line rounding would say 3, the whole says 2 (1.5 → 2).
    const taxed = taxLines([5, 5, 5].map((amount) => ({ amount, taxable: true })), 0, 1000);
    expect(taxed.tax).toBe(2);
    expect(sum(taxed.lines.map((l) => l.tax))).toBe(2);
    expect(taxLines([{ amount: 25, taxable: true }], 0, 1000).tax).toBe(3);
    expect(taxLines([{ amount: 24, taxable: true }], 0, 1000).tax).toBe(2);
  });

  it('stays exact where a Number would not (a large order at a fractional rate)', () => {
    const taxed = taxLines([{ amount: 9_007_199_254_740, taxable: true }], 0, 950);
    expect(taxed.tax).toBe(Number((9_007_199_254_740n * 950n * 2n + 10_000n) / 20_000n));
  });

  it('always adds up: the lines give the totals, each line within a Rial of its exact share', () => {
    const line = fc.record({ amount: fc.integer({ min: 0, max: 5_000_000_000 }), taxable: fc.boolean() });
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 12 }), fc.double({ min: 0, max: 1, noNaN: true }), fc.integer({ min: 0, max: 10_000 }), (lines, part, rate) => {
        const subtotal = sum(lines.map((l) => l.amount));
        const discount = Math.floor(subtotal * part);
        const taxed = taxLines(lines, discount, rate);
        expect(sum(taxed.lines.map((l) => l.discount))).toBe(discount);
        expect(sum(taxed.lines.map((l) => l.tax))).toBe(taxed.tax);
        const base = sum(lines.map((l, i) => (l.taxable ? l.amount - taxed.lines[i]!.discount : 0)));
        expect(Math.abs(taxed.tax - (base * rate) / 10_000)).toBeLessThanOrEqual(0.5 + 1e-6 * taxed.tax);
        lines.forEach((l, i) => {
          const t = taxed.lines[i]!;
          expect(t.discount).toBeGreaterThanOrEqual(0);
          expect(t.discount).toBeLessThanOrEqual(l.amount);
          expect(Math.abs(t.discount - (subtotal ? (discount * l.amount) / subtotal : 0))).toBeLessThan(1 + 1e-9 * discount);
          if (!l.taxable) expect(t.tax).toBe(0);
        });
      }),
    );
  });

  it('shares whole units out in proportion, the leftovers to the largest remainders', () => {
    expect(shareOut(10n, [1n, 1n, 1n])).toEqual([4n, 3n, 3n]);
    expect(shareOut(0n, [1n, 2n])).toEqual([0n, 0n]);
    expect(shareOut(5n, [0n, 0n])).toEqual([0n, 0n]);
    expect(shareOut(7n, [0n, 3n, 4n])).toEqual([0n, 3n, 4n]);
  });

  it('reads a configured percentage', () => {
    expect(parseRatePercent('10')).toBe(1000);
    expect(parseRatePercent('9.5')).toBe(950);
    expect(parseRatePercent('0')).toBe(0);
    expect(parseRatePercent('100')).toBe(10_000);
    for (const bad of ['', '-1', '101', '10%', '9.555', 'ten', '1e1']) expect(parseRatePercent(bad)).toBeNull();
    expect(() => taxLines([{ amount: 1, taxable: true }], 0, 10_001)).toThrow(RangeError);
  });
});
