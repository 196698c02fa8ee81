import { useLiveQuery } from 'dexie-react-hooks';
import { db, type PackRow } from '../../device/db/app-db.ts';

/** The saved packs, newest first, following the database (a download's progress, in every tab). */
export function usePacks(): PackRow[] | undefined {
  return useLiveQuery(async () => (await db.packs.toArray()).sort((a, b) => b.created_at - a.created_at), []);
}
