import { useRouter } from '@tanstack/react-router';
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useRef } from 'react';
import { db, type OutboxEntry } from '../../device/db/app-db.ts';

/** The member's outbox entries, oldest first, following the database in every tab. */
export function useOutbox(member: number | null): OutboxEntry[] | undefined {
  return useLiveQuery(() => (member === null ? [] : db.outbox.where('member').equals(member).sortBy('created_at')), [member]);
}

/**
 * Reads the page's data again when one of these entries is delivered or refused: the server now
 * has it, or has said why not (a ticket closed meanwhile), and the page shows the server's copy.
 */
export function useReloadWhenDelivered(entries: readonly OutboxEntry[], before?: () => Promise<void>) {
  const router = useRouter();
  const sent = entries.filter((e) => e.status === 'sent' || e.status === 'failed').length;
  const seen = useRef(sent);
  const first = useRef(before);
  useEffect(() => {
    if (sent > seen.current) void (first.current?.() ?? Promise.resolve()).catch(() => undefined).then(() => router.invalidate());
    seen.current = sent;
  }, [sent, router]);
}

/** The names, types and sizes of an entry's attachments (not their bytes), for showing them beside it. */
export function useOutboxFiles(entry: Pick<OutboxEntry, 'blob_ids'>): { id: string; name: string; size: number; type: string }[] {
  const ids = entry.blob_ids ?? [];
  const key = ids.join(',');
  return (
    useLiveQuery(async () => (await db.outboxBlobs.bulkGet(ids)).flatMap((b) => (b ? [{ id: b.id, name: b.name, size: b.size, type: b.type }] : [])), [key]) ?? []
  );
}
