/**
 * How many of the member's writes wait on this device (queued, sending or refused): shown in the
 * header. A plain store, without IndexedDB: the outbox runner (loaded for members only) feeds it.
 */
import { useSyncExternalStore } from 'react';

let count = 0;
const listeners = new Set<() => void>();

export function setPendingCount(next: number) {
  if (next === count) return;
  count = next;
  listeners.forEach((l) => l());
}

export function usePendingCount(): number {
  return useSyncExternalStore(
    (cb) => {
      listeners.add(cb);
      return () => void listeners.delete(cb);
    },
    () => count,
    () => 0,
  );
}
