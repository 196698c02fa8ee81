import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES, ORDER_TRANSITIONS } from '../../../contract/constants.ts';
import { discountAmount, refusalOf, type DiscountRule } from './discount-rules.ts';
import { shippingCost } from '../../../shared/shipping.ts';
import { canMove } from './order-status.ts';

const now = new Date('2026-11-23T10:00:00Z');
const rule = (r: Partial<DiscountRule> = {}): DiscountRule => ({
  code: 'X',
  kind: 'percent',
  value: 10,
  maxDiscount: null,
  minTotal: 0,
  startsAt: new Date('2026-01-01T00:00:00Z'),
  expiresAt: null,
  oncePerMember: false,
  ...r,
});

describe('discount rules', () => {
  it('refuse an unknown, future, expired, too small or already used code, and accept a valid one', () => {
    expect(refusalOf(null, 100, now, false)).toBe('unknown');
    expect(refusalOf(rule({ startsAt: new Date('2026-12-01T00:00:00Z') }), 100, now, false)).toBe('not_started');
    expect(refusalOf(rule({ expiresAt: new Date('2026-11-23T10:00:00Z') }), 100, now, false)).toBe('expired');
    expect(refusalOf(rule({ expiresAt: new Date('2026-11-23T10:00:01Z') }), 100, now, false)).toBeNull();
    // A limit: refused once reached, not before; no limit, never.
    expect(refusalOf(rule({ maxUses: 3, usedCount: 3 }), 100, now, false)).toBe('used_up');
    expect(refusalOf(rule({ maxUses: 3, usedCount: 2 }), 100, now, false)).toBeNull();
    expect(refusalOf(rule({ maxUses: null, usedCount: 900 }), 100, now, false)).toBeNull();
    expect(refusalOf(rule({ minTotal: 101 }), 100, now, false)).toBe('min_total');
    expect(refusalOf(rule({ minTotal: 100 }), 100, now, false)).toBeNull();
    expect(refusalOf(rule({ oncePerMember: true }), 100, now, true)).toBe('used');
    expect(refusalOf(rule({ oncePerMember: false }), 100, now, true)).toBeNull();
  });

  it('take a percentage rounded down and capped, or a fixed amount, never more than the subtotal', () => {
    expect(discountAmount(rule({ value: 10 }), 16_800_005)).toBe(1_680_000);
    expect(discountAmount(rule({ value: 10, maxDiscount: 5_000_000 }), 90_000_000)).toBe(5_000_000);
    expect(discountAmount(rule({ kind: 'fixed', value: 5_000_000 }), 60_000_000)).toBe(5_000_000);
    expect(discountAmount(rule({ kind: 'fixed', value: 5_000_000 }), 3_000_000)).toBe(3_000_000);
    expect(discountAmount(rule({ value: 100 }), 7)).toBe(7);
  });

  it('ship free once the discounted lines reach the threshold', () => {
    expect(shippingCost({ price: 950_000, free_over: 200_000_000 }, 199_999_999)).toBe(950_000);
    expect(shippingCost({ price: 950_000, free_over: 200_000_000 }, 200_000_000)).toBe(0);
    expect(shippingCost({ price: 2_400_000, free_over: null }, 10 ** 12)).toBe(2_400_000);
  });
});

describe('order status transitions', () => {
  it('follow the table and nothing else', () => {
    expect(canMove('awaiting_payment', 'paid')).toBe(true);
    expect(canMove('payment_failed', 'paid')).toBe(true);
    expect(canMove('paid', 'processing')).toBe(true);
    expect(canMove('processing', 'shipped')).toBe(true);
    expect(canMove('shipped', 'delivered')).toBe(true);
    expect(canMove('paid', 'awaiting_payment')).toBe(false);
    expect(canMove('delivered', 'cancelled')).toBe(false);
    expect(canMove('shipped', 'cancelled')).toBe(false);
    expect(canMove('cancelled', 'paid')).toBe(false);
    expect(canMove('awaiting_payment', 'awaiting_payment')).toBe(false);
    // An organisation's order (issue 31 §1): approved, it waits for payment; returned, it ends.
    expect(canMove('awaiting_approval', 'awaiting_payment')).toBe(true);
    expect(canMove('awaiting_approval', 'paid')).toBe(false);
    expect(canMove('returned', 'awaiting_approval')).toBe(false);
    // Every status can be reached from the first ones (a private order's, an organisation's), and only the ends have nowhere to go.
    const reached = new Set<string>(['awaiting_payment', 'awaiting_approval']);
    for (let i = 0; i < ORDER_STATUSES.length; i++) for (const s of [...reached]) for (const n of ORDER_TRANSITIONS[s as keyof typeof ORDER_TRANSITIONS]) reached.add(n);
    expect([...reached].sort()).toEqual([...ORDER_STATUSES].sort());
    expect(ORDER_STATUSES.filter((s) => ORDER_TRANSITIONS[s].length === 0).sort()).toEqual(['cancelled', 'delivered', 'returned']);
  });
});
