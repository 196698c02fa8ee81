import { useLiveQuery } from 'dexie-react-hooks';
import { db, type OutboxEntry } from '../../db/app-db.ts';

/** The member's outbox entries, oldest first, following the database in every tab. */
export function useOutbox(member: number | null): OutboxEntry[] | undefined {
  return useLiveQuery(() => (member === null ? [] : db.outbox.where('member').equals(member).sortBy('created_at')), [member]);
}
