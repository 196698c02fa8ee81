/**
 * How many of the member's writes wait on this device (queued, sending or refused), and how many
 * are being sent right now: the header shows the first, the update prompt waits for the second to
 * be zero. A plain store, without IndexedDB: the outbox runner (loaded for members only) feeds it.
 */
import { useSyncExternalStore } from 'react';

type Counts = { pending: number; sending: number };
let counts: Counts = { pending: 0, sending: 0 };
const listeners = new Set<() => void>();

export function setOutboxCounts(next: Counts) {
  if (next.pending === counts.pending && next.sending === counts.sending) return;
  counts = next;
  listeners.forEach((l) => l());
}

const subscribe = (cb: () => void) => {
  listeners.add(cb);
  return () => void listeners.delete(cb);
};

export function usePendingCount(): number {
  return useSyncExternalStore(subscribe, () => counts.pending, () => 0);
}

/** True while a write is on its way to the server. */
export function useOutboxSending(): boolean {
  return useSyncExternalStore(subscribe, () => counts.sending > 0, () => false);
}
