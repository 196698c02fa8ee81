/**
 * How a cart is priced, as pure functions (unit-tested in store-rules.test.ts): what a discount
 * code takes off, whether it may be used, and what shipping costs. The repository reads the
 * rows; these decide.
 */
import type { DiscountRefusal } from '../../../contract/store.ts';

export type DiscountRule = {
  code: string;
  kind: 'percent' | 'fixed';
  value: number;
  maxDiscount: number | null;
  minTotal: number;
  startsAt: Date;
  expiresAt: Date | null;
  oncePerMember: boolean;
  /** At most this many orders in all (null: no limit), of which `usedCount` so far. */
  maxUses?: number | null;
  usedCount?: number;
};

/** Why `rule` cannot apply to a cart of `subtotal` Rial now, or null when it can. */
export function refusalOf(rule: DiscountRule | null, subtotal: number, now: Date, usedByMember: boolean): DiscountRefusal | null {
  if (!rule) return 'unknown';
  if (now < rule.startsAt) return 'not_started';
  if (rule.expiresAt && now >= rule.expiresAt) return 'expired';
  if (subtotal < rule.minTotal) return 'min_total';
  if (rule.oncePerMember && usedByMember) return 'used';
  if (rule.maxUses != null && (rule.usedCount ?? 0) >= rule.maxUses) return 'used_up';
  return null;
}

/** Rial taken off `subtotal`: a percentage (rounded down to a whole Rial, capped) or a fixed amount, never more than the subtotal. */
export function discountAmount(rule: DiscountRule, subtotal: number): number {
  const raw = rule.kind === 'percent' ? Math.floor((subtotal * rule.value) / 100) : rule.value;
  const capped = rule.maxDiscount === null ? raw : Math.min(raw, rule.maxDiscount);
  return Math.max(0, Math.min(capped, subtotal));
}


/** What the member reads when a code is refused (the error's message; `details.reason` says which). */
export const REFUSAL_TEXT: Record<DiscountRefusal, string> = {
  unknown: 'This discount code does not exist',
  not_started: 'This discount code is not valid yet',
  expired: 'This discount code has expired',
  min_total: 'The cart is below the minimum total for this discount code',
  used: 'You have already used this discount code',
  used_up: 'This discount code has been used as many times as it may be',
};
