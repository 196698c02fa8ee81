import { useLiveQuery } from 'dexie-react-hooks';
import { db, type OutboxEntry } from '../../db/app-db.ts';

/** The member's outbox entries, oldest first, following the database in every tab. */
export function useOutbox(memberId: number | null): OutboxEntry[] | undefined {
  return useLiveQuery(
    () => (memberId === null ? [] : db.outbox.where('memberId').equals(memberId).sortBy('createdAt')),
    [memberId],
  );
}
