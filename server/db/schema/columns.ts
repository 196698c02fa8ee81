/**
 * Columns many tables share, written once: an identity key, a moment, the time a row was made
 * or last changed, a required reference, and a title in both languages. (Drizzle's column
 * builders are values: each call makes a new column.)
 */
import { customType, integer, text, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';

/** An id the database gives, from `startWith` (each table's ids stand apart in the demo data and in logs). */
export const identity = (startWith: number) => integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith });

/** A moment, with its time zone. */
export const moment = (name: string) => timestamp(name, { withTimezone: true });

export const createdAt = () => moment('created_at').notNull().defaultNow();
export const updatedAt = () => moment('updated_at').notNull().defaultNow();

/** A required reference to another table's row. */
export const ref = (name: string, target: () => AnyPgColumn) => integer(name).notNull().references(target);

/** A title in Persian and in English. */
export const titles = () => ({ titleFa: text('title_fa').notNull(), titleEn: text('title_en').notNull() });

/** File contents in the database (a ticket's files, a document staff uploaded), so that every server instance serves the same files and a backup holds them. */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v)),
});
