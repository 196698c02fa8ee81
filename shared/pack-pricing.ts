/**
 * What a line of a product costs when it is sold by the unit and by the box, with a lower unit price
 * from a number of units (issue 31 §5), as pure integer arithmetic in Rial. The server prices carts
 * and orders with it; the device prices its cart with it (offline too) from the same terms, so both
 * say the same amount.
 *
 * A line's quantity is always in units (stock is counted in units). Of a line of `q` units:
 * - each unit costs the product's price, or the lowest price of a tier the quantity reaches
 *   (`from` units or more): a tier applies to every unit of the line;
 * - whole boxes cost the box's price, and what is left over the unit price; the box is taken only
 *   when it makes the line cheaper, so that a line never costs more than its units loose;
 * - a guarantee adds its surcharge (price with the guarantee less the price) to every unit, the
 *   units in boxes too.
 */

/** A product's box: how many units it holds, and what it costs (integer Rial). */
export type Pack = { size: number; price: number };
/** From `from` units in a line, each unit costs `unit_price` (integer Rial). */
export type PriceTier = { from: number; unit_price: number };
/** What a product's units cost: its price, its box (if it is sold by the box) and its tiers. */
export type UnitTerms = { price: number; pack?: Pack | null; price_tiers?: readonly PriceTier[] | null };

/** How a line is charged: `boxes` whole boxes at `box_price`, then `units` at `unit_price`; `total` is the line's amount. */
export type LineParts = { boxes: number; box_price: number | null; box_size: number | null; units: number; unit_price: number; total: number };

/** The most tiers a product has, and the most units a box holds (the desk refuses more). */
export const MAX_PRICE_TIERS = 5;
export const MAX_PACK_SIZE = 10_000;

/** What one unit costs in a line of `quantity` units: the price, or the lowest tier the quantity reaches. */
export function tierUnitPrice(terms: UnitTerms, quantity: number): number {
  let unit = terms.price;
  for (const tier of terms.price_tiers ?? []) if (quantity >= tier.from && tier.unit_price < unit) unit = tier.unit_price;
  return unit;
}

/** A line of `quantity` units of a product on `terms`, with `surcharge` more per unit (a guarantee). */
export function lineParts(terms: UnitTerms, quantity: number, surcharge = 0): LineParts {
  const unit = tierUnitPrice(terms, quantity) + surcharge;
  const pack = terms.pack ?? null;
  const loose: LineParts = { boxes: 0, box_price: pack ? pack.price + surcharge * pack.size : null, box_size: pack?.size ?? null, units: quantity, unit_price: unit, total: unit * quantity };
  if (!pack || quantity < pack.size) return loose;
  const boxPrice = pack.price + surcharge * pack.size;
  const boxes = Math.floor(quantity / pack.size);
  const units = quantity - boxes * pack.size;
  const total = boxes * boxPrice + units * unit;
  return total < loose.total ? { boxes, box_price: boxPrice, box_size: pack.size, units, unit_price: unit, total } : loose;
}

/** A line's whole boxes as an order's line says them (`boxes`), or null when the line is all units. */
export const boxesOf = (parts: Pick<LineParts, 'boxes' | 'box_size' | 'box_price'>): { count: number; size: number; price: number } | null =>
  parts.boxes > 0 && parts.box_size !== null && parts.box_price !== null ? { count: parts.boxes, size: parts.box_size, price: parts.box_price } : null;

/** The line's amount: `lineParts(…).total`. */
export const lineAmount = (terms: UnitTerms, quantity: number, surcharge = 0): number => lineParts(terms, quantity, surcharge).total;

/** Why a product's box or tiers cannot be kept (the desk's refusal), or null when they can. */
export type TermsProblem = 'pack_size' | 'pack_price' | 'tier_from' | 'tier_price' | 'tier_order' | 'too_many_tiers';

/**
 * Whether `terms` make sense: a box of 2 to MAX_PACK_SIZE units that costs more than nothing and
 * less than its units loose; tiers from 2 units, each from more units than the last at a lower
 * unit price than the last, all below the price; at most MAX_PRICE_TIERS.
 */
export function termsProblem(terms: UnitTerms): TermsProblem | null {
  const { price, pack } = terms;
  const tiers = terms.price_tiers ?? [];
  if (pack) {
    if (!Number.isInteger(pack.size) || pack.size < 2 || pack.size > MAX_PACK_SIZE) return 'pack_size';
    if (!Number.isInteger(pack.price) || pack.price <= 0 || pack.price >= pack.size * price) return 'pack_price';
  }
  if (tiers.length > MAX_PRICE_TIERS) return 'too_many_tiers';
  let last: PriceTier | null = null;
  for (const tier of tiers) {
    if (!Number.isInteger(tier.from) || tier.from < 2) return 'tier_from';
    if (!Number.isInteger(tier.unit_price) || tier.unit_price <= 0 || tier.unit_price >= price) return 'tier_price';
    if (last && (tier.from <= last.from || tier.unit_price >= last.unit_price)) return 'tier_order';
    last = tier;
  }
  return null;
}
