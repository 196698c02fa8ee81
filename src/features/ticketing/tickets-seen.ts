/**
 * Which staff answers the member has not seen yet: the thread records the ticket's last change
 * when it is opened, and the list marks a ticket answered by staff since (on this device; a
 * hint, nothing more: blocked storage marks nothing).
 */
import { readLocal, writeLocal } from '../../lib/local-store.ts';

/** At most this many tickets are remembered (the most recently opened). */
const KEEP = 200;

function seen(): Record<string, string> {
  try {
    const value = JSON.parse(readLocal('ticketsSeen') ?? '{}') as unknown;
    return value && typeof value === 'object' ? (value as Record<string, string>) : {};
  } catch {
    return {};
  }
}

export function markTicketSeen(ticket: { id: number; updated_at: string }) {
  const all = seen();
  if (all[ticket.id] === ticket.updated_at) return;
  delete all[ticket.id];
  const kept = Object.entries({ ...all, [ticket.id]: ticket.updated_at }).slice(-KEEP);
  writeLocal('ticketsSeen', JSON.stringify(Object.fromEntries(kept)));
}

/** Staff answered after the member last opened the thread here (or it was never opened here). */
export function hasNewAnswer(ticket: { id: number; updated_at: string; last_reply_by: 'member' | 'staff' }, memory = seen()): boolean {
  const last = memory[ticket.id];
  return ticket.last_reply_by === 'staff' && (last === undefined || last < ticket.updated_at);
}

export const ticketsSeen = seen;
