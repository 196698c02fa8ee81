import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { taxLines } from '../../../shared/vat.ts';
import { tomanAmounts, tomanLines, tomanParts } from './toman-figures.ts';

const sum = (xs: number[]) => xs.reduce((s, x) => s + x, 0);

describe('a document’s figures in Toman', () => {
  it('a discount shared among three lines adds up to the discount shown', () => {
    // 5,000,000 Rial over three equal lines: 1,666,667 + 1,666,667 + 1,666,666 Rial, each 166,666.7 Toman.
    const lines = [30_000_000, 30_000_000, 30_000_000].map((amount) => ({ amount, taxable: true }));
    const taxed = taxLines(lines, 5_000_000, 1000);
    const order = { subtotal: 90_000_000, discount: 5_000_000, tax: taxed.tax, shipping: 0, total: 90_000_000 - 5_000_000 + taxed.tax };
    const shown = tomanLines(
      lines.map((l, i) => ({ total: l.amount, ...taxed.lines[i]! })),
      order,
    );
    // Rounded one by one they were 166,667 each: 500,001 under a discount of 500,000.
    expect(shown.map((l) => l.discount)).toEqual([166_667, 166_667, 166_666]);
    expect(sum(shown.map((l) => l.discount))).toBe(tomanAmounts(order).discount);
    expect(tomanAmounts(order).discount).toBe(500_000);
    expect(sum(shown.map((l) => l.net))).toBe(tomanAmounts(order).total - tomanAmounts(order).shipping);
  });

  it('whole Toman stay as they are', () => {
    expect(tomanParts([1_000, 2_500, -300], 320)).toEqual([100, 250, -30]);
    expect(tomanAmounts({ subtotal: 1_000_000, discount: 100_000, tax: 90_000, shipping: 50_000, total: 1_040_000 })).toEqual({ subtotal: 100_000, discount: 10_000, tax: 9_000, shipping: 5_000, total: 104_000 });
  });

  it('a target no rounding gives is refused, and figures that do not add up are rounded one by one', () => {
    expect(tomanParts([15, 15], 5)).toBeNull();
    expect(tomanParts([15, 15], 1)).toBeNull();
    expect(tomanAmounts({ subtotal: 1_005, discount: 0, tax: 0, shipping: 0, total: 2_000 })).toEqual({ subtotal: 101, discount: 0, tax: 0, shipping: 0, total: 200 });
  });

  it('always adds up, every figure within a Toman of its exact value, and the total as rounded', () => {
    const line = fc.record({ amount: fc.integer({ min: 0, max: 500_000_000 }), taxable: fc.boolean() });
    fc.assert(
      fc.property(
        fc.array(line, { minLength: 1, maxLength: 12 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.integer({ min: 0, max: 10_000 }),
        fc.integer({ min: 0, max: 2_000_000 }),
        (lines, part, rate, shipping) => {
          const subtotal = sum(lines.map((l) => l.amount));
          const discount = Math.floor(subtotal * part);
          const taxed = taxLines(lines, discount, rate);
          const order = { subtotal, discount, tax: taxed.tax, shipping, total: subtotal - discount + taxed.tax + shipping };
          const totals = tomanAmounts(order);
          const shown = tomanLines(
            lines.map((l, i) => ({ total: l.amount, ...taxed.lines[i]! })),
            order,
          );
          // The totals add up, and the total is the one shown everywhere else (rounded half up).
          expect(totals.subtotal - totals.discount + totals.tax + totals.shipping).toBe(totals.total);
          expect(totals.total).toBe(Math.round(order.total / 10));
          for (const key of ['subtotal', 'discount', 'tax', 'shipping'] as const) expect(Math.abs(totals[key] - order[key] / 10)).toBeLessThan(1);
          // Each column adds up to its total, each row to its net, each figure within a Toman.
          expect(sum(shown.map((l) => l.total))).toBe(totals.subtotal);
          expect(sum(shown.map((l) => l.discount))).toBe(totals.discount);
          expect(sum(shown.map((l) => l.tax))).toBe(totals.tax);
          shown.forEach((s, i) => {
            expect(s.net).toBe(s.total - s.discount + s.tax);
            expect(Math.abs(s.total - lines[i]!.amount / 10)).toBeLessThan(1);
            expect(Math.abs(s.discount - taxed.lines[i]!.discount / 10)).toBeLessThan(1);
            expect(Math.abs(s.tax - taxed.lines[i]!.tax / 10)).toBeLessThan(1);
          });
        },
      ),
    );
  });
});
