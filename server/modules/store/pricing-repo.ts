/**
 * Prices a cart from the database (spec §3 discount check): each line at the product's price now
 * (with the guarantee when chosen), the discount code's rules, value-added tax on the taxable
 * lines (shared/vat.ts, at the configured rate), and shipping. The client's prices
 * are never read: only product ids, quantities and choices. Used by `checkdiscount` and, inside
 * its transaction, by order creation.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Lang } from '../../../contract/common.ts';
import type { cartItemInput, DiscountCheckBody, PricedLine, Pricing } from '../../../contract/store.ts';
import type { z } from 'zod';
import type { Db, Queryable } from '../../db/create-db.ts';
import { discountCodes, discountUses, products } from '../../db/schema.ts';
import { refused } from '../../domain-error.ts';
import { pick } from '../../http/localize.ts';
import { discountAmount, refusalOf, REFUSAL_TEXT, type DiscountRule } from './discount-rules.ts';
import { shippingCost } from '../../../shared/shipping.ts';
import { ratePercent, taxLines, type RateBps } from '../../../shared/vat.ts';
import { toTransmit, transmitRow } from './transmits-repo.ts';
import { boxesOf, lineParts } from '../../../shared/pack-pricing.ts';
import { unitTermsOf } from '../catalog/products-repo.ts';

export type CartLine = z.output<typeof cartItemInput>;
/** A transaction or the database: both read and write alike. */

export type PricedCart = Pricing & {
  /** The code's row, when one applies (order creation records its use). */
  rule: (DiscountRule & { id: number }) | null;
  /** Product rows by id (titles in both languages, codes), for the order's lines. */
  rows: Map<number, typeof products.$inferSelect>;
  transmitRow: NonNullable<Awaited<ReturnType<typeof transmitRow>>>;
};

/** The discount error the spec's discount check rejects with (§8): 422, `details.field` = code and why. */
export const discountError = (reason: keyof typeof REFUSAL_TEXT, code: string) =>
  refused(REFUSAL_TEXT[reason], { field: 'code', reason, code });

export async function priceCart(
  db: Queryable,
  lang: Lang,
  input: { items: CartLine[]; code: string; transmitId: number },
  memberId: number,
  vatRate: RateBps,
  now = new Date(),
): Promise<PricedCart> {
  const transmit = await transmitRow(db as Db, input.transmitId);
  if (!transmit) throw refused(`Shipping method ${input.transmitId} is not offered`, { field: 'transmit_id', reason: 'unknown' });
  const ids = [...new Set(input.items.map((i) => i.product_id))];
  const found = await db.select().from(products).where(inArray(products.id, ids));
  const rows = new Map(found.map((p) => [p.id, p]));

  const items: PricedLine[] = [];
  const dropped: Pricing['dropped'] = [];
  for (const line of input.items) {
    const p = rows.get(line.product_id);
    const guaranteed = line.guaranteed === 1;
    if (!p) dropped.push({ product_id: line.product_id, guaranteed, problem: 'not_found' });
    else if (p.status !== 1) dropped.push({ product_id: line.product_id, guaranteed, problem: 'unavailable' });
    else if (guaranteed && p.priceWithGuarantee === null) dropped.push({ product_id: line.product_id, guaranteed, problem: 'no_guarantee' });
    else {
      // By the box and the quantity's tier (issue 31 §5); the guarantee adds its surcharge to every unit.
      const terms = unitTermsOf(p);
      const parts = lineParts({ price: p.price, ...terms }, line.quantity, guaranteed ? p.priceWithGuarantee! - p.price : 0);
      items.push({
        product_id: p.id,
        guaranteed,
        title: pick(lang, p.titleFa, p.titleEn),
        quantity: line.quantity,
        price: p.price,
        price_with_guarantee: p.priceWithGuarantee,
        unit_price: parts.unit_price,
        line_total: parts.total,
        boxes: boxesOf(parts),
        ...terms,
        stock: p.stock,
        problem: p.stock < line.quantity ? 'short' : null,
        comment: line.comment,
        taxable: p.taxable,
      });
    }
  }
  const subtotal = items.reduce((s, i) => s + i.line_total, 0);

  let rule: PricedCart['rule'] = null;
  if (input.code) {
    const [row] = await db.select().from(discountCodes).where(eq(discountCodes.code, input.code));
    const used = row?.oncePerMember
      ? (await db.select({ c: discountUses.codeId }).from(discountUses).where(and(eq(discountUses.codeId, row.id), eq(discountUses.memberId, memberId)))).length > 0
      : false;
    const asRule = row ? { ...row, kind: row.kind as DiscountRule['kind'] } : null;
    const refusal = refusalOf(asRule, subtotal, now, used);
    if (refusal) throw discountError(refusal, input.code);
    rule = asRule;
  }
  const discount = rule ? discountAmount(rule, subtotal) : 0;
  const shipping = items.length ? shippingCost({ price: transmit.price, free_over: transmit.freeOver }, subtotal - discount) : 0;
  const taxed = taxLines(
    items.map((i) => ({ amount: i.line_total, taxable: i.taxable === true })),
    discount,
    vatRate,
  );
  return {
    items: items.map((i, n) => ({ ...i, ...taxed.lines[n]! })),
    dropped,
    subtotal,
    discount,
    discount_code: rule ? { code: rule.code, kind: rule.kind, value: rule.value, max_discount: rule.maxDiscount } : null,
    transmit: toTransmit(lang, transmit),
    shipping,
    total: subtotal - discount + taxed.tax + shipping,
    tax: taxed.tax,
    tax_rate: ratePercent(vatRate),
    rule,
    rows,
    transmitRow: transmit,
  };
}

/** The wire answer of a check: the priced cart without the server's own rows. */
export function pricingBody(p: PricedCart): Pricing {
  return { items: p.items, dropped: p.dropped, subtotal: p.subtotal, discount: p.discount, discount_code: p.discount_code, transmit: p.transmit, shipping: p.shipping, total: p.total, tax: p.tax, tax_rate: p.tax_rate };
}

export type { DiscountCheckBody };
