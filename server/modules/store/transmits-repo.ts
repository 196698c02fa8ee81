/** Shipping methods (the spec's transmits): public, localised. */
import { and, count, eq } from 'drizzle-orm';
import type { Lang, ListFilter, ListSort } from '../../../contract/common.ts';
import type { Transmit, transmitListQuery } from '../../../contract/store.ts';
import type { Db } from '../../db/create-db.ts';
import { transmits } from '../../db/schema.ts';
import { orderBy, paged, type Page } from '../../http/listing.ts';
import { pick } from '../../http/localize.ts';

type TransmitSort = ListSort<typeof transmitListQuery>;
export const DEFAULT_TRANSMIT_SORT: TransmitSort = [{ column: 'id', ascending: true }];

export type TransmitRow = typeof transmits.$inferSelect;

export const toTransmit = (lang: Lang, t: TransmitRow): Transmit => ({
  id: t.id,
  kind: t.kind as Transmit['kind'],
  title: pick(lang, t.titleFa, t.titleEn),
  description: pick(lang, t.descriptionFa, t.descriptionEn),
  price: t.price,
  free_over: t.freeOver,
  delivery_days_min: t.deliveryDaysMin,
  delivery_days_max: t.deliveryDaysMax,
});

const active = eq(transmits.status, 1);

export async function listTransmits(db: Db, lang: Lang, _f: ListFilter<typeof transmitListQuery>, sort: TransmitSort, page: Page) {
  const columns = { id: transmits.id, price: transmits.price, title: pick(lang, transmits.titleFa, transmits.titleEn) };
  const { rows, total } = await paged(
    db.select().from(transmits).where(active).orderBy(...orderBy(sort, columns, transmits.id)).limit(page.limit).offset(page.offset),
    db.select({ n: count() }).from(transmits).where(active),
  );
  return { items: rows.map((t) => toTransmit(lang, t)), total };
}

/** An active shipping method's row, or null. */
export async function transmitRow(db: Db, id: number): Promise<TransmitRow | null> {
  const [row] = await db.select().from(transmits).where(and(eq(transmits.id, id), active));
  return row ?? null;
}

export async function getTransmit(db: Db, lang: Lang, id: number): Promise<Transmit | null> {
  const row = await transmitRow(db, id);
  return row ? toTransmit(lang, row) : null;
}
