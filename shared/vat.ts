/**
 * Value-added tax on a cart or an order (issue 31 §2), as pure integer arithmetic in Rial: the
 * server prices with it, the documents print what it gave.
 *
 * - The order's discount is shared among its lines in proportion to their amounts (a line's share
 *   of a code that takes 10% off is 10% of the line), so that a taxable line is taxed on what is
 *   actually paid for it.
 * - The tax is the rate times the taxable lines' amounts after their share of the discount,
 *   rounded to the Rial once (half up), on the whole: never the sum of lines rounded one by one.
 * - Each line's share of the discount and of the tax is then whole Rial (largest remainder), so
 *   that the lines always add up to the order's figures. An exempt line's tax is 0.
 * - Shipping is not taxed here.
 *
 * BigInt throughout: a 10% rate in basis points times a hospital's order in Rial passes 2^53.
 */

/** A rate in basis points: 1000 is 10%. */
export type RateBps = number;

export type TaxLine = { amount: number; taxable: boolean };
export type TaxedLine = { discount: number; tax: number };
export type Taxed = { lines: TaxedLine[]; tax: number };

const BPS = 10_000n;

/**
 * Shares `total` among `weights` in proportion, in whole units that add up to `total` exactly:
 * each gets the floor of its exact share, and the units left over go one each to the largest
 * remainders (the earlier line first on a tie). All weights 0: nothing is shared.
 */
export function shareOut(total: bigint, weights: bigint[]): bigint[] {
  const sum = weights.reduce((s, w) => s + w, 0n);
  if (sum === 0n || total === 0n) return weights.map(() => 0n);
  const exact = weights.map((w) => ({ floor: (total * w) / sum, rest: (total * w) % sum }));
  let left = total - exact.reduce((s, e) => s + e.floor, 0n);
  const order = exact.map((e, i) => ({ ...e, i })).sort((a, b) => (a.rest === b.rest ? a.i - b.i : a.rest > b.rest ? -1 : 1));
  const out = exact.map((e) => e.floor);
  for (const e of order) {
    if (left === 0n) break;
    out[e.i]! += 1n;
    left -= 1n;
  }
  return out;
}

/** `n / d` rounded to the nearest whole number, halves up (n, d ≥ 0). */
const roundHalfUp = (n: bigint, d: bigint) => (2n * n + d) / (2n * d);

/** The tax of `lines` (amounts in Rial) after `discount` Rial off the whole, at `rate` basis points. */
export function taxLines(lines: TaxLine[], discount: number, rate: RateBps): Taxed {
  if (!Number.isInteger(rate) || rate < 0 || rate > 10_000) throw new RangeError(`A tax rate is 0 to 10000 basis points, not ${rate}`);
  const discounts = shareOut(BigInt(discount), lines.map((l) => BigInt(l.amount)));
  const bases = lines.map((l, i) => (l.taxable ? BigInt(l.amount) - discounts[i]! : 0n));
  const base = bases.reduce((s, b) => s + b, 0n);
  const tax = roundHalfUp(base * BigInt(rate), BPS);
  const taxes = shareOut(tax, bases);
  return { lines: lines.map((_, i) => ({ discount: Number(discounts[i]), tax: Number(taxes[i]) })), tax: Number(tax) };
}

/** A rate for people: 1000 basis points is 10, 950 is 9.5 (a percentage). */
export const ratePercent = (rate: RateBps) => rate / 100;

/**
 * A percentage as configured (`VAT_RATE=10`, `9.5`) in basis points, or null when it is not a
 * percentage from 0 to 100 with at most two decimals.
 */
export function parseRatePercent(text: string): RateBps | null {
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(text.trim())) return null;
  const bps = Math.round(Number(text) * 100);
  return bps <= 10_000 ? bps : null;
}
