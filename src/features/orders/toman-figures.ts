/**
 * A document's figures in Toman that add up as its Rial figures do.
 *
 * Money is whole Rial (the wire, the ledger, an official invoice); the shop shows Toman, a tenth
 * of it. Rounded one by one, the Toman of a document's parts need not add up: a 5,000,000 Rial
 * discount shared among three lines is 1,666,667 + 1,666,667 + 1,666,666 Rial, and each rounded is
 * 166,667 Toman, 500,001 in all, under a discount of 500,000. A purchasing office that checks the
 * columns finds a Toman that is not there. Here each figure is the Toman just below or just above
 * its exact value, and the Toman left over go to the figures nearest the one above (largest
 * remainder), so that every column and row adds up to the figure shown under it. A figure that
 * is whole Toman is shown as it is.
 */
import { rialToToman } from '../../../shared/numbers.ts';

/** What an order, a priced cart or a pro-forma adds up to, in Rial: total = subtotal − discount + tax + shipping. */
export type Amounts = { subtotal: number; discount: number; shipping: number; total: number; tax?: number };
export type TomanAmounts = { subtotal: number; discount: number; shipping: number; total: number; tax: number };
/** A line's amount (quantity × unit price), its share of the discount and its tax, in Rial. */
export type LineAmounts = { total: number; discount?: number; tax?: number };
export type TomanLine = { total: number; discount: number; tax: number; net: number };

/**
 * Rial amounts (any sign) shown in Toman that add up to `target` Toman: each is the Toman at or
 * below its exact value, plus one for as many as `target` needs, largest remainder first (the
 * earlier on a tie). Null when `target` is out of their reach: below the sum of the Toman at or
 * below each, or above the sum of those above. (Callers give a rounding of the sum.)
 */
export function tomanParts(rials: readonly number[], target: number): number[] | null {
  const floors = rials.map((r) => Math.floor(r / 10));
  const rests = rials.map((r, i) => r - floors[i]! * 10);
  let left = target - floors.reduce((s, f) => s + f, 0);
  const inexact = rests.filter((r) => r > 0).length;
  if (left < 0 || left > inexact) return null;
  const order = rests.map((rest, i) => ({ rest, i })).sort((a, b) => b.rest - a.rest || a.i - b.i);
  const out = [...floors];
  for (const { rest, i } of order) {
    if (left === 0 || rest === 0) break;
    out[i]! += 1;
    left -= 1;
  }
  return out;
}

/** Each figure rounded on its own: what a figure is shown as when its parts are not known to add up. */
const eachRounded = (a: Amounts): TomanAmounts => ({
  subtotal: rialToToman(a.subtotal),
  discount: rialToToman(a.discount),
  tax: rialToToman(a.tax ?? 0),
  shipping: rialToToman(a.shipping),
  total: rialToToman(a.total),
});

/** The totals in Toman: the total as rounded (what the member pays, shown everywhere), its parts adding up to it. */
export function tomanAmounts(a: Amounts): TomanAmounts {
  const tax = a.tax ?? 0;
  if (a.subtotal - a.discount + tax + a.shipping !== a.total) return eachRounded(a);
  const parts = tomanParts([a.subtotal, -a.discount, tax, a.shipping], rialToToman(a.total));
  if (!parts) return eachRounded(a);
  const [subtotal, minusDiscount, taxToman, shipping] = parts as [number, number, number, number];
  return { subtotal, discount: 0 - minusDiscount, tax: taxToman, shipping, total: rialToToman(a.total) };
}

/**
 * The lines in Toman, each column adding up to its figure of `totals` (tomanAmounts), and each
 * line's net (amount − discount + tax) from its figures as shown. Where the lines do not add up
 * to the totals' Rial (a document from another backend), each figure is rounded on its own.
 */
export function tomanLines(lines: readonly LineAmounts[], amounts: Amounts): TomanLine[] {
  const shown = tomanAmounts(amounts);
  const column = (rials: number[], rialTotal: number, target: number) =>
    rials.reduce((s, r) => s + r, 0) === rialTotal ? tomanParts(rials, target) : null;
  const totals = column(lines.map((l) => l.total), amounts.subtotal, shown.subtotal);
  const discounts = column(lines.map((l) => l.discount ?? 0), amounts.discount, shown.discount);
  const taxes = column(lines.map((l) => l.tax ?? 0), amounts.tax ?? 0, shown.tax);
  return lines.map((l, i) => {
    const total = totals?.[i] ?? rialToToman(l.total);
    const discount = discounts?.[i] ?? rialToToman(l.discount ?? 0);
    const tax = taxes?.[i] ?? rialToToman(l.tax ?? 0);
    return { total, discount, tax, net: totals && discounts && taxes ? total - discount + tax : rialToToman(l.total - (l.discount ?? 0) + (l.tax ?? 0)) };
  });
}
