/** A member's delivery recipients; every query is scoped to the member (another's id is not found). */
import { and, count, eq } from 'drizzle-orm';
import type { Lang, ListFilter, ListSort } from '../../../contract/common.ts';
import type { Recipient, recipientBody, recipientListQuery } from '../../../contract/store.ts';
import type { z } from 'zod';
import type { Db } from '../../db/create-db.ts';
import { cities, provinces, recipients, type StoredRecipient } from '../../db/schema.ts';
import type { MemberScope } from '../../http/api-router.ts';
import { refused } from '../../domain-error.ts';
import { orderBy, paged, type Page } from '../../http/listing.ts';
import { pick } from '../../http/localize.ts';

type RecipientSort = ListSort<typeof recipientListQuery>;
export const DEFAULT_RECIPIENT_SORT: RecipientSort = [{ column: 'created_at', ascending: false }];
export type RecipientInput = z.output<typeof recipientBody>;

const select = (db: Db) =>
  db
    .select({ r: recipients, p: { id: provinces.id, titleFa: provinces.titleFa, titleEn: provinces.titleEn }, c: { id: cities.id, titleFa: cities.titleFa, titleEn: cities.titleEn } })
    .from(recipients)
    .innerJoin(provinces, eq(provinces.id, recipients.provinceId))
    .innerJoin(cities, eq(cities.id, recipients.cityId));
type Row = Awaited<ReturnType<ReturnType<typeof select>['execute']>>[number];

const toRecipient = (lang: Lang, { r, p, c }: Row): Recipient => ({
  id: r.id,
  name: r.name,
  mobile: r.mobile,
  province: { id: p.id, title: pick(lang, p.titleFa, p.titleEn) },
  city: { id: c.id, title: pick(lang, c.titleFa, c.titleEn) },
  address: r.address,
  postal_code: r.postalCode,
  created_at: r.createdAt.toISOString(),
  updated_at: r.updatedAt.toISOString(),
});

/** The recipient as an order keeps it: names in both languages, so that the order reads in either. */
export function storedRecipient({ r, p, c }: Row): StoredRecipient {
  return {
    id: r.id,
    name: r.name,
    mobile: r.mobile,
    province: { id: p.id, title_fa: p.titleFa, title_en: p.titleEn },
    city: { id: c.id, title_fa: c.titleFa, title_en: c.titleEn },
    address: r.address,
    postal_code: r.postalCode,
  };
}

const mine = (id: number, memberId: number) => and(eq(recipients.id, id), eq(recipients.memberId, memberId));

export async function listRecipients(db: Db, lang: Lang, _f: ListFilter<typeof recipientListQuery>, sort: RecipientSort, page: Page, { memberId }: MemberScope) {
  const where = eq(recipients.memberId, memberId);
  const { rows, total } = await paged(
    select(db).where(where).orderBy(...orderBy(sort, { id: recipients.id, name: recipients.name, created_at: recipients.createdAt }, recipients.id)).limit(page.limit).offset(page.offset),
    db.select({ n: count() }).from(recipients).where(where),
  );
  return { items: rows.map((r) => toRecipient(lang, r)), total };
}

export async function recipientRow(db: Db, id: number, memberId: number): Promise<Row | null> {
  const [row] = await select(db).where(mine(id, memberId));
  return row ?? null;
}

export async function getRecipient(db: Db, lang: Lang, id: number, { memberId }: MemberScope): Promise<Recipient | null> {
  const row = await recipientRow(db, id, memberId);
  return row ? toRecipient(lang, row) : null;
}

/** The city must be one of the province's: 422 naming the field otherwise. */
async function checkPlace(db: Db, input: RecipientInput) {
  const [city] = await db.select({ provinceId: cities.provinceId }).from(cities).where(eq(cities.id, input.city_id));
  const [province] = await db.select({ id: provinces.id }).from(provinces).where(eq(provinces.id, input.province_id));
  if (!province) throw refused('Unknown province', [{ field: 'province_id', message: 'unknown province' }]);
  if (!city || city.provinceId !== input.province_id) throw refused('The city is not in the chosen province', [{ field: 'city_id', message: 'not a city of the province' }]);
}

const columnsOf = (input: RecipientInput) => ({
  name: input.name,
  mobile: input.mobile,
  provinceId: input.province_id,
  cityId: input.city_id,
  address: input.address,
  postalCode: input.postal_code,
});

export async function createRecipient(db: Db, lang: Lang, input: RecipientInput, memberId: number): Promise<Recipient> {
  await checkPlace(db, input);
  const [created] = await db.insert(recipients).values({ memberId, ...columnsOf(input) }).returning({ id: recipients.id });
  return (await getRecipient(db, lang, created!.id, { memberId }))!;
}

export async function updateRecipient(db: Db, lang: Lang, id: number, input: RecipientInput, memberId: number): Promise<Recipient | null> {
  await checkPlace(db, input);
  const updated = await db.update(recipients).set({ ...columnsOf(input), updatedAt: new Date() }).where(mine(id, memberId)).returning({ id: recipients.id });
  return updated.length ? getRecipient(db, lang, id, { memberId }) : null;
}

/** Orders keep their own copy of the recipient: deleting one changes no order. */
export async function deleteRecipient(db: Db, id: number, memberId: number): Promise<boolean> {
  return (await db.delete(recipients).where(mine(id, memberId)).returning({ id: recipients.id })).length > 0;
}
