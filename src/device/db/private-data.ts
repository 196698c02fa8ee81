/**
 * The member's private data on this device. Sign-out clears it in one transaction; the tables
 * join this list as member features arrive (favourites, outbox, orders…).
 */
import { db } from './app-db.ts';

export async function wipeMemberData(): Promise<void> {
  const tables = db.tables.filter((t) => PRIVATE_TABLES.includes(t.name));
  if (tables.length === 0) return;
  await db.transaction('rw', tables, async () => {
    for (const t of tables) await t.clear();
  });
}

/** Tables that hold one member's data (the comparison is not private: it is the device's). */
export const PRIVATE_TABLES: string[] = ['outbox', 'outboxBlobs', 'favorites', 'memberReads'];
