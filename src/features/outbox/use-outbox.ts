import { useRouter } from '@tanstack/react-router';
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useRef } from 'react';
import { db, type OutboxEntry } from '../../device/db/app-db.ts';

/**
 * The member's outbox entries, oldest first, following the database in every tab: undefined until
 * they have been read, and while no member is known.
 */
export function useOutbox(member: number | null): OutboxEntry[] | undefined {
  return useLiveQuery<OutboxEntry[] | undefined>(() => (member === null ? undefined : db.outbox.where('member').equals(member).sortBy('created_at')), [member]);
}

/**
 * Reads the page's data again when one of these entries is delivered or refused after the data was
 * asked for (`asOf`, member-reads.ts): the server now has it, or has said why not (a ticket closed
 * meanwhile), and the page shows the server's copy. An entry delivered before is in the data
 * already (reading again on every visit cost each page a second read, and a tap during it could be
 * lost); one delivered while the data was on its way may not be (a ticket sent from the form just
 * before its list was read: the list came without it), and is read for once. `entries` is
 * undefined until the outbox has been read.
 */
export function useReloadWhenDelivered(entries: readonly OutboxEntry[] | undefined, asOf: number, before?: () => Promise<void>) {
  const router = useRouter();
  const late = entries
    ?.filter((e) => (e.status === 'sent' || e.status === 'failed') && e.updated_at >= asOf)
    .map((e) => `${e.id}@${e.updated_at}`)
    .join(' ');
  const readFor = useRef(new Set<string>());
  const first = useRef(before);
  useEffect(() => {
    const fresh = (late ?? '').split(' ').filter((k) => k && !readFor.current.has(k));
    if (!fresh.length) return;
    for (const k of fresh) readFor.current.add(k);
    void (first.current?.() ?? Promise.resolve()).catch(() => undefined).then(() => router.invalidate());
  }, [late, router]);
}

/** The names, types and sizes of an entry's attachments (not their bytes), for showing them beside it. */
export function useOutboxFiles(entry: Pick<OutboxEntry, 'blob_ids'>): { id: string; name: string; size: number; type: string }[] {
  const ids = entry.blob_ids ?? [];
  const key = ids.join(',');
  return (
    useLiveQuery(async () => (await db.outboxBlobs.bulkGet(ids)).flatMap((b) => (b ? [{ id: b.id, name: b.name, size: b.size, type: b.type }] : [])), [key]) ?? []
  );
}
