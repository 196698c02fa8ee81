/**
 * What the server writes in an order's history line when the store itself made the move (a
 * payment, a refund, the hold's end), as short codes rather than sentences: the member's order
 * page and the staff desk say each in the reader's language (src/features/orders/OrderNote.tsx).
 * What a person typed (an approver's comment, a staff member's reason for cancelling, a bank
 * reference, a purchase-order number) is kept as they typed it and read as text.
 *
 *   member | staff | retry | credit | hold_expired      who or what made the move
 *   gateway <receipt>                                    paid (or failed) at the gateway
 *   refund:<credit|gateway|transfer>:<rial> …            the refunds a cancellation decided, space-separated
 *   late_payment:<rial>:<receipt>                        money for an order already closed, sent back
 */

export const REFUND_WAYS = ['credit', 'gateway', 'transfer'] as const;
export type RefundWay = (typeof REFUND_WAYS)[number];
export type Refund = { way: RefundWay; amount: number };

/** The codes of a move with nothing more to say than who or what made it. */
export const MOVE_NOTES = ['member', 'staff', 'retry', 'credit', 'hold_expired'] as const;
export type MoveNote = (typeof MOVE_NOTES)[number];

export type OrderNote =
  | { kind: 'none' }
  | { kind: MoveNote }
  | { kind: 'gateway'; receipt: string }
  | { kind: 'refunds'; refunds: Refund[] }
  | { kind: 'late_payment'; amount: number; receipt: string }
  | { kind: 'text'; text: string };

export const gatewayNote = (receipt: string) => `gateway ${receipt}`;
/** The refunds a cancellation decided, in one history line (empty when there were none). */
export const refundsNote = (refunds: readonly Refund[]) => refunds.map((r) => `refund:${r.way}:${r.amount}`).join(' ');
export const latePaymentNote = (amount: number, receipt: string) => `late_payment:${amount}:${receipt}`;

const REFUND = /^refund:(credit|gateway|transfer):(\d+)$/;
const LATE_PAYMENT = /^late_payment:(\d+):(.+)$/s;

/**
 * A history line's note as the store wrote it. `typed`: the line names who made the move (an
 * organisation's member or staff recording a reference), so its note is what they typed, never a code.
 */
export function readOrderNote(note: string, typed = false): OrderNote {
  if (!note) return { kind: 'none' };
  if (typed) return { kind: 'text', text: note };
  if ((MOVE_NOTES as readonly string[]).includes(note)) return { kind: note as MoveNote };
  if (note.startsWith('gateway ')) return { kind: 'gateway', receipt: note.slice('gateway '.length) };
  const late = LATE_PAYMENT.exec(note);
  if (late) return { kind: 'late_payment', amount: Number(late[1]), receipt: late[2]! };
  const parts = note.split(' ').map((part) => REFUND.exec(part));
  if (parts.every((m) => m !== null)) return { kind: 'refunds', refunds: parts.map((m) => ({ way: m![1] as RefundWay, amount: Number(m![2]) })) };
  return { kind: 'text', text: note };
}
