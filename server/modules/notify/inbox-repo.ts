/** The member's inbox: their notices newest first, the unread count, marking read, and SMS on or off. */
import { and, count, eq, inArray, isNull } from 'drizzle-orm';
import type { Lang, ListFilter, ListSort } from '../../../contract/common.ts';
import type { NotificationKind } from '../../../contract/constants.ts';
import type { Notice, noticeListQuery, NoticeSettings } from '../../../contract/member.ts';
import type { Db } from '../../db/create-db.ts';
import { members, notifications } from '../../db/schema.ts';
import type { MemberScope } from '../../http/api-router.ts';
import { orderBy, paged } from '../../http/listing.ts';

export type NoticeSort = ListSort<typeof noticeListQuery>;
export const DEFAULT_NOTICE_SORT: NoticeSort = [{ column: 'created_at', ascending: false }];

const toNotice = (r: typeof notifications.$inferSelect): Notice => ({
  id: r.id,
  kind: r.kind as NotificationKind,
  subject_id: r.subjectId,
  data: r.data,
  read_at: r.readAt?.toISOString() ?? null,
  created_at: r.createdAt.toISOString(),
});

export async function listNotices(db: Db, _lang: Lang, _f: ListFilter<typeof noticeListQuery>, sort: NoticeSort, page: { limit: number; offset: number }, { memberId }: MemberScope) {
  const where = eq(notifications.memberId, memberId);
  const { rows, total } = await paged(
    db.select().from(notifications).where(where).orderBy(...orderBy(sort, { created_at: notifications.createdAt }, notifications.id)).limit(page.limit).offset(page.offset),
    db.select({ n: count() }).from(notifications).where(where),
  );
  return { items: rows.map(toNotice), total };
}

export async function unreadCount(db: Db, memberId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(notifications).where(and(eq(notifications.memberId, memberId), isNull(notifications.readAt)));
  return Number(row?.n ?? 0);
}

/** Marks the member's notices read (the given ones, or all); answers how many were unread. */
export async function markRead(db: Db, memberId: number, ids: number[] | 'all'): Promise<number> {
  const read = await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(and(eq(notifications.memberId, memberId), isNull(notifications.readAt), ids === 'all' ? undefined : inArray(notifications.id, ids)))
    .returning({ id: notifications.id });
  return read.length;
}

export async function noticeSettings(db: Db, memberId: number): Promise<NoticeSettings> {
  const [m] = await db.select({ sms: members.smsNotifications }).from(members).where(eq(members.id, memberId));
  return { sms: m?.sms ?? true };
}

export async function saveNoticeSettings(db: Db, memberId: number, s: NoticeSettings): Promise<NoticeSettings> {
  await db.update(members).set({ smsNotifications: s.sms }).where(eq(members.id, memberId));
  return noticeSettings(db, memberId);
}
