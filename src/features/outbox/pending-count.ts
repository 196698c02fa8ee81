/**
 * How many of the member's writes wait on this device (queued, sending or refused), and how many
 * are being sent right now: the header shows the first, the update prompt waits for the second to
 * be zero. A plain store, without IndexedDB: the outbox runner (loaded for members only) feeds it.
 */
import { createStore } from '../../device/store.ts';
import { useStore } from '../../lib/use-store.ts';

type Counts = { pending: number; sending: number };
const counts = createStore<Counts>({ pending: 0, sending: 0 }, { equal: (a, b) => a.pending === b.pending && a.sending === b.sending });

export const setOutboxCounts = (next: Counts) => counts.set(next);

export const usePendingCount = (): number => useStore(counts).pending;

/** True while a write is on its way to the server. */
export const useOutboxSending = (): boolean => useStore(counts).sending > 0;
