/**
 * A cart as a short link parameter, so that a pro-forma invoice can rebuild the same cart on
 * another device (a buyer's colleague, the purchasing office): `id.g.q` per line (g: 1 with the
 * guarantee), lines joined by `_`, e.g. `12.1.3_15.0.1`. Titles and prices are not carried: the
 * other device reads them from the catalogue, at its prices of that day. Notes stay private.
 */
import { MAX_CART_LINES, MAX_INT, MAX_LINE_QUANTITY_BOUND } from '../../../contract/constants.ts';

export const SHARE_MAX_LINES = MAX_CART_LINES;
export const SHARE_MAX_QUANTITY = MAX_LINE_QUANTITY_BOUND;

export type SharedLine = { id: number; withGuarantee: boolean; quantity: number };

export const encodeCartShare = (cart: { items: readonly SharedLine[] }): string =>
  cart.items
    .slice(0, SHARE_MAX_LINES)
    .map((i) => `${i.id}.${i.withGuarantee ? 1 : 0}.${Math.min(i.quantity, SHARE_MAX_QUANTITY)}`)
    .join('_');

/** The lines of a shared cart, or null when the text is not one (nothing half-read is used). */
export function decodeCartShare(text: string): SharedLine[] | null {
  if (!text || text.length > SHARE_MAX_LINES * 20) return null;
  const parts = text.split('_');
  if (parts.length > SHARE_MAX_LINES) return null;
  const lines: SharedLine[] = [];
  for (const part of parts) {
    const m = /^(\d{1,10})\.([01])\.(\d{1,3})$/.exec(part);
    if (!m) return null;
    const id = Number(m[1]);
    const quantity = Number(m[3]);
    if (id < 1 || id > MAX_INT || quantity < 1) return null;
    const withGuarantee = m[2] === '1';
    // The same line twice is one line (its quantities add up, as re-adding does).
    const same = lines.find((l) => l.id === id && l.withGuarantee === withGuarantee);
    if (same) same.quantity = Math.min(same.quantity + quantity, SHARE_MAX_QUANTITY);
    else lines.push({ id, withGuarantee, quantity });
  }
  return lines;
}
