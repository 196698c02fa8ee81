/**
 * `npm run backup` and `npm run restore` (issue 27 §4): a store with orders, payments, tickets and
 * an attachment is written to a file and read back into another, empty database, where every
 * table holds the same rows to the byte and new rows continue its numbering; a restore refuses a
 * database that is not empty, and a file cut short leaves nothing behind.
 */
import { PassThrough, Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createDb, type DbHandle } from '../db/create-db.ts';
import { members, ticketAttachments, ticketReplies } from '../db/schema.ts';
import { fileHarness, freshPostgres } from '../test/harness.ts';
import { backupDatabase, restoreDatabase } from './backup.ts';
import { rowsOf } from '../db/migration-state.ts';

const h = fileHarness();
const opened: { handle: DbHandle; drop: () => Promise<void> }[] = [];
afterAll(async () => {
  for (const o of opened) {
    await o.handle.close();
    await o.drop();
  }
});

/** Another database, empty but for its migrations: PGlite in memory, or a fresh PostgreSQL database. */
async function emptyDatabase(): Promise<DbHandle> {
  const pg = await freshPostgres('restore');
  const handle = await createDb(pg ? { databaseUrl: pg.url } : { memory: true });
  opened.push({ handle, drop: pg?.drop ?? (async () => {}) });
  return handle;
}

async function backupBytes(): Promise<{ bytes: Buffer; tables: { name: string; rows: number }[] }> {
  const chunks: Buffer[] = [];
  const out = new PassThrough();
  out.on('data', (c: Buffer) => chunks.push(c));
  const header = await backupDatabase(h.handle.db, out);
  return { bytes: Buffer.concat(chunks), tables: header.tables };
}

async function tableText(handle: DbHandle, table: string): Promise<string> {
  const rows = rowsOf<{ r: unknown }>(await handle.db.execute(sql`select row_to_json(t)::text as r from ${sql.raw(`"${table}"`)} t order by 1`));
  return rows.map((x) => String(x.r)).join('\n');
}

describe('backup and restore', () => {
  it('brings back every table to the byte, and new rows continue the numbering', async () => {
    const [reply] = await h.handle.db.select().from(ticketReplies).limit(1);
    const every = Buffer.from(Array.from({ length: 256 }, (_, i) => i));
    await h.handle.db.insert(ticketAttachments).values({ replyId: reply!.id, name: 'اسکن فاکتور.pdf', contentType: 'application/pdf', size: every.length, data: every });
    const { bytes, tables } = await backupBytes();
    const byName = Object.fromEntries(tables.map((t) => [t.name, t.rows]));
    for (const t of ['products', 'categories', 'members', 'orders', 'payments', 'tickets', 'ticket_replies', 'ticket_attachments', 'credits']) expect(byName[t], t).toBeGreaterThan(0);

    const target = await emptyDatabase();
    await restoreDatabase(target.db, Readable.from(bytes));
    for (const t of tables) expect(await tableText(target, t.name), t.name).toBe(await tableText(h.handle, t.name));
    const [att] = await target.db.select().from(ticketAttachments).where(sql`${ticketAttachments.name} = 'اسکن فاکتور.pdf'`);
    expect(Buffer.from(att!.data).equals(every)).toBe(true);

    const [maxId] = rowsOf<{ n: number }>(await target.db.execute(sql`select max(id)::int as n from members`));
    const [made] = await target.db.insert(members).values({ mobile: '9120009999', firstName: 'تازه', lastName: 'عضو' }).returning();
    expect(made!.id).toBeGreaterThan(maxId!.n);

    // Not into a database that holds a store already.
    await expect(restoreDatabase(target.db, Readable.from(bytes))).rejects.toThrow(/not empty/);
  });

  it('a file cut short, or not a backup, leaves the database empty', async () => {
    const { bytes } = await backupBytes();
    const target = await emptyDatabase();
    const { gunzipSync, gzipSync } = await import('node:zlib');
    const lines = gunzipSync(bytes).toString('utf8').split('\n');
    const cut = gzipSync(lines.slice(0, Math.floor(lines.length / 2)).join('\n'));
    await expect(restoreDatabase(target.db, Readable.from(cut))).rejects.toThrow(/cut short/);
    expect(rowsOf<{ n: number }>(await target.db.execute(sql`select count(*)::int as n from products`))[0]!.n).toBe(0);
    await expect(restoreDatabase(target.db, Readable.from(Buffer.from('hello')))).rejects.toThrow(/not a backup/);
  });
});
