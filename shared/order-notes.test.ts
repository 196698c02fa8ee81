import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { gatewayNote, latePaymentNote, MOVE_NOTES, readOrderNote, REFUND_WAYS, refundsNote } from './order-notes.ts';

const amount = fc.integer({ min: 1, max: 10_000_000_000 });
const receipt = fc.string({ minLength: 1, maxLength: 40 }).filter((s) => s.trim() === s && s.length > 0);

describe('order history notes', () => {
  it('reads back what the server wrote', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ way: fc.constantFrom(...REFUND_WAYS), amount }), { minLength: 1, maxLength: 4 }), (refunds) => {
        expect(readOrderNote(refundsNote(refunds))).toEqual({ kind: 'refunds', refunds });
      }),
    );
    fc.assert(fc.property(amount, receipt, (a, r) => {
      expect(readOrderNote(latePaymentNote(a, r))).toEqual({ kind: 'late_payment', amount: a, receipt: r });
    }));
    fc.assert(fc.property(receipt, (r) => {
      expect(readOrderNote(gatewayNote(r))).toEqual({ kind: 'gateway', receipt: r });
    }));
    for (const code of MOVE_NOTES) expect(readOrderNote(code)).toEqual({ kind: code });
    expect(readOrderNote('')).toEqual({ kind: 'none' });
  });

  it('keeps what a person typed as text, codes included', () => {
    expect(readOrderNote('the ward closed')).toEqual({ kind: 'text', text: 'the ward closed' });
    expect(readOrderNote('refund:credit:12 and more')).toEqual({ kind: 'text', text: 'refund:credit:12 and more' });
    // A line that names who made it carries what they typed (a purchase-order number, a comment).
    expect(readOrderNote('credit', true)).toEqual({ kind: 'text', text: 'credit' });
    expect(readOrderNote(refundsNote([{ way: 'credit', amount: 5 }]), true).kind).toBe('text');
  });
});
