/**
 * Documents' PDFs that staff upload (issue 31 §4), kept in the database (every instance serves
 * them; a backup holds them) and named by their content: `u-` and 24 hex digits of the SHA-256,
 * served at /media/documents/<name>.pdf, never changing under that name (cached for a year).
 */
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db, Queryable } from '../../db/create-db.ts';
import { documentFiles } from '../../db/schema.ts';

/** An uploaded document's name in its address (the demo's files have other names). */
export const UPLOADED_DOCUMENT = /^\/documents\/(u-[0-9a-f]{24})\.pdf$/;

/** Keeps a PDF (once, however often it is uploaded); answers its address. */
export async function keepDocumentFile(tx: Queryable, data: Buffer): Promise<string> {
  const name = `u-${createHash('sha256').update(data).digest('hex').slice(0, 24)}`;
  await tx.insert(documentFiles).values({ name, data, bytes: data.length }).onConflictDoNothing();
  return `/media/documents/${name}.pdf`;
}

export async function readDocumentFile(db: Db, name: string): Promise<Buffer | null> {
  const [row] = await db.select({ data: documentFiles.data }).from(documentFiles).where(eq(documentFiles.name, name));
  return row?.data ?? null;
}
