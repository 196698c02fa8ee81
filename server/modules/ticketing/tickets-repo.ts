/**
 * A member's support tickets (contract/ticketing.ts): every query is scoped to the member, so
 * another member's ticket, reply or file is simply not found. The rules that must hold when
 * requests arrive together are single statements or locked transactions: a reply or a file to a
 * finished ticket is refused under the ticket's row lock, at most five files a reply under the
 * reply's, one review a ticket by a conditional UPDATE.
 */
import { and, asc, count, desc, eq, gte, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Lang, ListFilter, ListSort } from '../../../contract/common.ts';
import { FINISHED_TICKET_STATUSES, TICKET_PRIORITY, TICKET_STATUS, type DeskTicketSort, type TicketStatus } from '../../../contract/constants.ts';
import type { Attachment, Reply, Ticket, Titled, ticketCreateBody, ticketListQuery, ticketReplyBody } from '../../../contract/ticketing.ts';
import { ticketReviewRate } from '../../../shared/rate.ts';
import type { Db, Queryable } from '../../db/create-db.ts';
import { members, orders, staff, ticketAttachments, ticketCategories, ticketReplies, tickets, ticketUnits } from '../../db/schema.ts';
import type { MemberScope } from '../../http/api-router.ts';
import { conflict, missing, refused } from '../../domain-error.ts';
import { orderBy, paged, type Page } from '../../http/listing.ts';
import { pick } from '../../http/localize.ts';
import { matchText } from '../../http/search.ts';
import { recordNotice } from '../notify/notices.ts';
import { audit } from '../staff/audit.ts';
import { orderNumber } from '../store/order-status.ts';
import { dialledMobile } from '../../../shared/phone.ts';

type TicketSort = ListSort<typeof ticketListQuery>;
export const DEFAULT_TICKET_SORT: TicketSort = [{ column: 'lastupdate', ascending: false }];

const firstReplyId = sql<number>`(select min(r.id) from ticket_replies r where r.ticket_id = ${tickets.id})`.mapWith(Number);
const lastByStaff = sql<boolean>`(select r.member_id is null from ticket_replies r where r.ticket_id = ${tickets.id} order by r.id desc limit 1)`.mapWith(Boolean);

const select = (db: Queryable) =>
  db
    .select({
      t: tickets,
      category: { id: ticketCategories.id, titleFa: ticketCategories.titleFa, titleEn: ticketCategories.titleEn },
      unit: { id: ticketUnits.id, titleFa: ticketUnits.titleFa, titleEn: ticketUnits.titleEn },
      firstReplyId,
      lastByStaff,
    })
    .from(tickets)
    .innerJoin(ticketCategories, eq(ticketCategories.id, tickets.categoryId))
    .innerJoin(ticketUnits, eq(ticketUnits.id, tickets.unitId));
type Row = Awaited<ReturnType<ReturnType<typeof select>['execute']>>[number];

const titled = (lang: Lang, r: { id: number; titleFa: string; titleEn: string }): Titled => ({ id: r.id, title: pick(lang, r.titleFa, r.titleEn) });

const toTicket = (lang: Lang, row: Row): Ticket => ({
  id: row.t.id,
  title: row.t.title,
  status: row.t.status,
  priority: row.t.priority,
  category: titled(lang, row.category),
  service: titled(lang, row.unit),
  order_id: row.t.orderId,
  first_reply_id: row.firstReplyId,
  last_reply_by: row.lastByStaff ? 'staff' : 'member',
  review:
    row.t.reviewRate === null
      ? null
      : { rate: row.t.reviewRate, description: row.t.reviewDescription ?? '', created_at: (row.t.reviewedAt ?? row.t.updatedAt).toISOString() },
  created_at: row.t.createdAt.toISOString(),
  updated_at: row.t.updatedAt.toISOString(),
});

export const attachmentUrl = (lang: Lang, id: number) => `/v1/ticketing/${lang}/attachments/${id}`;

const mine = (id: number, memberId: number) => and(eq(tickets.id, id), eq(tickets.memberId, memberId));
const isFinished = (status: number) => FINISHED_TICKET_STATUSES.includes(status as TicketStatus);

export const listUnits = async (db: Db, lang: Lang) => (await db.select().from(ticketUnits).orderBy(asc(ticketUnits.id))).map((u) => titled(lang, u));
export const listCategories = async (db: Db, lang: Lang) => (await db.select().from(ticketCategories).orderBy(asc(ticketCategories.id))).map((c) => titled(lang, c));

/** A day of Tehran (UTC+03:30 all year since 2022) as the instant it starts. */
const tehranDay = (day: string) => new Date(`${day}T00:00:00+03:30`);

export async function listTickets(db: Db, lang: Lang, f: ListFilter<typeof ticketListQuery>, sort: TicketSort, page: Page, { memberId }: MemberScope) {
  const conditions: (SQL | undefined)[] = [eq(tickets.memberId, memberId)];
  const text = matchText(f.search_text, [tickets.title]);
  if (text) {
    const inThread = matchText(f.search_text, [ticketReplies.description])!;
    conditions.push(sql`(${text} or exists (select 1 from ${ticketReplies} where ${ticketReplies.ticketId} = ${tickets.id} and ${inThread}))`);
  }
  if (f.statuses?.length) conditions.push(inArray(tickets.status, f.statuses));
  if (f.category_ids?.length) conditions.push(inArray(tickets.categoryId, f.category_ids));
  if (f.service_id !== undefined) conditions.push(eq(tickets.unitId, f.service_id));
  if (f.submit_date_from) conditions.push(gte(tickets.createdAt, tehranDay(f.submit_date_from)));
  if (f.submit_date_to) conditions.push(sql`${tickets.createdAt} < ${new Date(tehranDay(f.submit_date_to).getTime() + 86_400_000)}`);
  const where = and(...conditions);
  const columns = {
    title: tickets.title,
    status: tickets.status,
    priority: tickets.priority,
    service: lang === 'fa' ? ticketUnits.titleFa : ticketUnits.titleEn,
    openDate: tickets.createdAt,
    lastupdate: tickets.updatedAt,
  };
  const { rows, total } = await paged(
    select(db).where(where).orderBy(...orderBy(sort, columns, tickets.id)).limit(page.limit).offset(page.offset),
    db.select({ n: count() }).from(tickets).innerJoin(ticketUnits, eq(ticketUnits.id, tickets.unitId)).where(where),
  );
  return { items: rows.map((r) => toTicket(lang, r)), total };
}

async function repliesOf(db: Queryable, lang: Lang, ticketIds: number[]): Promise<Reply[]> {
  if (ticketIds.length === 0) return [];
  const replies = await db.select().from(ticketReplies).where(inArray(ticketReplies.ticketId, ticketIds)).orderBy(asc(ticketReplies.id));
  const files = replies.length
    ? await db
        .select({ id: ticketAttachments.id, replyId: ticketAttachments.replyId, name: ticketAttachments.name, contentType: ticketAttachments.contentType, size: ticketAttachments.size })
        .from(ticketAttachments)
        .where(inArray(ticketAttachments.replyId, replies.map((r) => r.id)))
        .orderBy(asc(ticketAttachments.id))
    : [];
  return replies.map((r) => ({
    id: r.id,
    ticket_id: r.ticketId,
    author: r.memberId === null ? 'staff' : 'member',
    staff_name: r.memberId === null ? (r.staffName ?? '') : null,
    description: r.description,
    attachments: files.filter((f) => f.replyId === r.id).map((f): Attachment => ({ id: f.id, name: f.name, content_type: f.contentType, size: f.size, url: attachmentUrl(lang, f.id) })),
    created_at: r.createdAt.toISOString(),
  }));
}

export async function getTicket(db: Queryable, lang: Lang, id: number, { memberId }: MemberScope): Promise<Ticket | null> {
  const [row] = await select(db).where(mine(id, memberId));
  if (!row) return null;
  return { ...toTicket(lang, row), replies: await repliesOf(db, lang, [id]) };
}

export type TicketInput = z.output<typeof ticketCreateBody>;

/** Opens a ticket in the queue; its description is the thread's first reply. */
export async function createTicket(db: Db, lang: Lang, input: TicketInput, memberId: number, files: IncomingFile[] = []): Promise<Ticket> {
  return db.transaction(async (tx) => {
    const [category] = await tx.select({ id: ticketCategories.id }).from(ticketCategories).where(eq(ticketCategories.id, input.category_id));
    if (!category) throw refused('Unknown ticket category', [{ field: 'category_id', message: 'unknown category' }]);
    const [unit] = await tx.select({ id: ticketUnits.id }).from(ticketUnits).where(eq(ticketUnits.id, input.role_id));
    if (!unit) throw refused('Unknown unit', [{ field: 'role_id', message: 'unknown unit' }]);
    if (input.order_id) {
      const [order] = await tx.select({ id: orders.id }).from(orders).where(and(eq(orders.id, input.order_id), eq(orders.memberId, memberId)));
      if (!order) throw refused('That order is not one of yours', [{ field: 'order_id', message: 'not your order' }]);
    }
    const [ticket] = await tx
      .insert(tickets)
      .values({ memberId, title: input.title, status: TICKET_STATUS.queue, priority: input.priority, categoryId: input.category_id, unitId: input.role_id, orderId: input.order_id ?? null })
      .returning({ id: tickets.id });
    const [first] = await tx.insert(ticketReplies).values({ ticketId: ticket!.id, memberId, description: input.description }).returning({ id: ticketReplies.id });
    await storeFiles(tx, first!.id, files);
    return (await getTicket(tx, lang, ticket!.id, { memberId }))!;
  });
}

/** The ticket's row, locked for this transaction, if it is the member's. */
async function lockTicket(tx: Queryable, id: number, memberId: number) {
  const [row] = await tx.select({ id: tickets.id, status: tickets.status }).from(tickets).where(mine(id, memberId)).for('update');
  if (!row) throw missing(`Ticket ${id} not found`);
  return row;
}

const finishedError = (status: number) =>
  refused('This ticket is closed: it takes no more replies. Open a new ticket if you still need help.', { reason: 'ticket_closed', status });

export type ReplyInput = z.output<typeof ticketReplyBody>;

/** The member's reply: refused once the ticket is finished; a ticket waiting for the member is open again. */
export async function replyToTicket(db: Db, lang: Lang, ticketId: number, input: ReplyInput, memberId: number, files: IncomingFile[] = []): Promise<Reply> {
  return db.transaction(async (tx) => {
    const ticket = await lockTicket(tx, ticketId, memberId);
    if (isFinished(ticket.status)) throw finishedError(ticket.status);
    const [reply] = await tx
      .insert(ticketReplies)
      .values({ ticketId, memberId, description: input.description, clientPageUrl: input.client_ticket_page_url ?? null })
      .returning({ id: ticketReplies.id });
    await storeFiles(tx, reply!.id, files);
    const reopened = ticket.status === TICKET_STATUS.waitingForCustomer || ticket.status === TICKET_STATUS.waiting ? TICKET_STATUS.open : ticket.status;
    await tx.update(tickets).set({ status: reopened, updatedAt: new Date(), version: sql`${tickets.version} + 1` }).where(eq(tickets.id, ticketId));
    return (await repliesOf(tx, lang, [ticketId])).find((r) => r.id === reply!.id)!;
  });
}

export type IncomingFile = { name: string; contentType: string; data: Buffer };

async function storeFiles(tx: Queryable, replyId: number, files: IncomingFile[]) {
  if (files.length) await tx.insert(ticketAttachments).values(files.map((f) => ({ replyId, name: f.name, contentType: f.contentType, size: f.data.length, data: f.data })));
}

/**
 * Files for one of the member's own replies, all or none: the ticket must still be open and the
 * reply may hold at most `max` files, counted under the reply's row lock (two uploads at once
 * cannot both take the last place).
 */
export async function attachFiles(db: Db, lang: Lang, replyId: number, files: IncomingFile[], memberId: number, max: number): Promise<Reply> {
  return db.transaction(async (tx) => {
    const [reply] = await tx
      .select({ id: ticketReplies.id, ticketId: ticketReplies.ticketId, status: tickets.status })
      .from(ticketReplies)
      .innerJoin(tickets, eq(tickets.id, ticketReplies.ticketId))
      .where(and(eq(ticketReplies.id, replyId), eq(ticketReplies.memberId, memberId), eq(tickets.memberId, memberId)))
      .for('update', { of: ticketReplies });
    if (!reply) throw missing(`Reply ${replyId} not found`);
    if (isFinished(reply.status)) throw finishedError(reply.status);
    const [held] = await tx.select({ n: count() }).from(ticketAttachments).where(eq(ticketAttachments.replyId, replyId));
    if ((held?.n ?? 0) + files.length > max) {
      throw refused(`A reply holds at most ${max} files`, { reason: 'too_many_files', max, held: held?.n ?? 0 });
    }
    await storeFiles(tx, replyId, files);
    await tx.update(tickets).set({ updatedAt: new Date(), version: sql`${tickets.version} + 1` }).where(eq(tickets.id, reply.ticketId));
    return (await repliesOf(tx, lang, [reply.ticketId])).find((r) => r.id === replyId)!;
  });
}

/** One review a ticket, once it is finished (spec §5: a rate outside 1-5 counts as 1). */
export async function reviewTicket(db: Db, lang: Lang, ticketId: number, input: { description: string; rate: number }, memberId: number): Promise<Ticket> {
  const done = await db
    .update(tickets)
    .set({ reviewRate: ticketReviewRate(input.rate), reviewDescription: input.description, reviewedAt: new Date() })
    .where(and(mine(ticketId, memberId), inArray(tickets.status, [...FINISHED_TICKET_STATUSES]), isNull(tickets.reviewRate)))
    .returning({ id: tickets.id });
  if (done.length === 0) {
    const [row] = await db.select({ status: tickets.status, rate: tickets.reviewRate }).from(tickets).where(mine(ticketId, memberId));
    if (!row) throw missing(`Ticket ${ticketId} not found`);
    if (row.rate !== null) throw refused('This ticket is already rated', { reason: 'already_reviewed' });
    throw refused('A ticket is rated once it is closed or resolved', { reason: 'not_finished', status: row.status });
  }
  return (await getTicket(db, lang, ticketId, { memberId }))!;
}

/** A file of any ticket's thread, for the desk (support), with its bytes. */
export async function getDeskAttachment(db: Db, id: number) {
  const [row] = await db.select({ name: ticketAttachments.name, contentType: ticketAttachments.contentType, data: ticketAttachments.data }).from(ticketAttachments).where(eq(ticketAttachments.id, id));
  return row ?? null;
}

/** A file of one of the member's tickets, with its bytes. */
export async function getAttachment(db: Db, id: number, memberId: number) {
  const [row] = await db
    .select({ name: ticketAttachments.name, contentType: ticketAttachments.contentType, data: ticketAttachments.data })
    .from(ticketAttachments)
    .innerJoin(ticketReplies, eq(ticketReplies.id, ticketAttachments.replyId))
    .innerJoin(tickets, eq(tickets.id, ticketReplies.ticketId))
    .where(and(eq(ticketAttachments.id, id), eq(tickets.memberId, memberId)));
  return row ?? null;
}

/** Who answers from the desk, and the ticket's version their screen showed (optimistic concurrency). */
export type DeskAct = { staffId: number; version: number };

/**
 * Support answers a ticket and may move it: the member's thread gets the answer and the member a
 * notice, in one transaction. The answer is refused (409, with the version
 * now) when the ticket changed since the agent opened it (a reply of the member's, or a
 * colleague's answer), and is written to the audit log. An answer's files are stored with it.
 */
export async function staffReply(db: Db, ticketId: number, input: { description: string; staff_name: string; status?: number | undefined }, act: DeskAct, files: IncomingFile[] = []) {
  return db.transaction(async (tx) => {
    const [row] = await tx.select({ id: tickets.id, status: tickets.status, memberId: tickets.memberId, title: tickets.title, version: tickets.version }).from(tickets).where(eq(tickets.id, ticketId)).for('update');
    if (!row) return null;
    if (act.version !== row.version) throw conflict('The ticket changed since you opened it: read what is new, then answer', { reason: 'stale', version: row.version });
    let replyId: number | null = null;
    if (input.description) {
      const [reply] = await tx.insert(ticketReplies).values({ ticketId, memberId: null, staffName: input.staff_name, description: input.description }).returning({ id: ticketReplies.id });
      replyId = reply!.id;
      await storeFiles(tx, replyId, files);
      // The member hears of the answer, committed with it.
      await recordNotice(tx, { memberId: row.memberId, kind: 'ticket_answered', subjectId: ticketId, data: { ticket_id: ticketId, title: row.title } });
    }
    const status = input.status ?? (isFinished(row.status) ? row.status : TICKET_STATUS.waitingForCustomer);
    await tx.update(tickets).set({ status, updatedAt: new Date(), version: sql`${tickets.version} + 1` }).where(eq(tickets.id, ticketId));
    await audit(tx, { staffId: act.staffId, action: replyId ? 'ticket.answer' : 'ticket.status', subjectType: 'ticket', subjectId: ticketId, before: { status: row.status }, after: { status, ...(replyId ? { reply_id: replyId } : {}) } });
    return { id: ticketId, status, version: row.version + 1 };
  });
}

/** Assigns a ticket to an agent (or to nobody), if it is as the desk showed it. */
export async function assignTicket(db: Db, ticketId: number, assigneeId: number | null, act: DeskAct) {
  return db.transaction(async (tx) => {
    const [row] = await tx.select({ assigneeId: tickets.assigneeId, version: tickets.version }).from(tickets).where(eq(tickets.id, ticketId)).for('update');
    if (!row) return null;
    if (act.version !== row.version) throw conflict('The ticket changed since you opened it: read what is new first', { reason: 'stale', version: row.version });
    if (assigneeId !== null) {
      const [agent] = await tx.select({ roles: staff.roles }).from(staff).where(and(eq(staff.id, assigneeId), isNull(staff.removedAt)));
      if (!agent || !(agent.roles.includes('support') || agent.roles.includes('admin'))) throw refused('Tickets go to someone in support', { field: 'assignee_id' });
    }
    await tx.update(tickets).set({ assigneeId, version: sql`${tickets.version} + 1` }).where(eq(tickets.id, ticketId));
    await audit(tx, { staffId: act.staffId, action: 'ticket.assign', subjectType: 'ticket', subjectId: ticketId, before: { assignee_id: row.assigneeId }, after: { assignee_id: assigneeId } });
    return { id: ticketId, assignee_id: assigneeId, version: row.version + 1 };
  });
}

/** Statuses in which a ticket waits for the store (the desk's inbox puts the oldest of them first). */
export const STAFF_TURN: readonly TicketStatus[] = [TICKET_STATUS.queue, TICKET_STATUS.open, TICKET_STATUS.waiting, TICKET_STATUS.inProgress];

export type DeskTicketFilter = { status?: number; priority?: number; unit_id?: number; assignee?: 'me' | 'none' | number; older_than_h?: number; sort?: DeskTicketSort };

/** Priorities by urgency (their numbers are not: low is 3). */
const URGENCY = sql`(case ${tickets.priority} when ${TICKET_PRIORITY.urgent} then 3 when ${TICKET_PRIORITY.high} then 2 when ${TICKET_PRIORITY.normal} then 1 else 0 end)`;
const DESK_TICKET_COLUMNS = { updated_at: tickets.updatedAt, created_at: tickets.createdAt, priority: URGENCY } as const;

/** Every member's tickets for the desk: those waiting for the store first, the longest waiting first. */
export async function listDeskTickets(db: Db, lang: Lang, f: DeskTicketFilter, me: number, page: { limit: number; offset: number }) {
  const where = and(
    f.status !== undefined ? eq(tickets.status, f.status) : undefined,
    f.priority !== undefined ? eq(tickets.priority, f.priority) : undefined,
    f.unit_id !== undefined ? eq(tickets.unitId, f.unit_id) : undefined,
    f.assignee === 'me' ? eq(tickets.assigneeId, me) : f.assignee === 'none' ? isNull(tickets.assigneeId) : typeof f.assignee === 'number' ? eq(tickets.assigneeId, f.assignee) : undefined,
    f.older_than_h !== undefined ? sql`${tickets.updatedAt} < now() - make_interval(hours => ${f.older_than_h})` : undefined,
  );
  const waiting = sql`(${tickets.status} in (${sql.join(STAFF_TURN.map((s) => sql`${s}`), sql`, `)}))`;
  const [rows, [total]] = await Promise.all([
    select(db)
      .where(where)
      .orderBy(
        ...(f.sort
          ? [f.sort.startsWith('-') ? desc(DESK_TICKET_COLUMNS[f.sort.slice(1) as keyof typeof DESK_TICKET_COLUMNS]) : asc(DESK_TICKET_COLUMNS[f.sort as keyof typeof DESK_TICKET_COLUMNS])]
          : [sql`${waiting} desc`, asc(tickets.updatedAt)]),
        asc(tickets.id),
      )
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(tickets).where(where),
  ]);
  return { items: rows.map((r) => ({ ...toTicket(lang, r), member_id: r.t.memberId, assignee_id: r.t.assigneeId, version: r.t.version })), total: Number(total?.n ?? 0) };
}

/** One ticket for the desk: its thread, who wrote it, their recent orders, its assignee and version. */
export async function getDeskTicket(db: Db, lang: Lang, id: number) {
  const [row] = await select(db).where(eq(tickets.id, id));
  if (!row) return null;
  const [member] = await db.select({ id: members.id, first_name: members.firstName, last_name: members.lastName, mobile: members.mobile }).from(members).where(eq(members.id, row.t.memberId));
  const recent = await db
    .select({ id: orders.id, status: orders.status, total: orders.total, created_at: orders.createdAt })
    .from(orders)
    .where(eq(orders.memberId, row.t.memberId))
    .orderBy(sql`${orders.createdAt} desc`)
    .limit(10);
  return {
    ...toTicket(lang, row),
    replies: await repliesOf(db, lang, [id]),
    member: member ? { ...member, mobile: dialledMobile(member.mobile) } : null,
    orders: recent.map((o) => ({ ...o, number: orderNumber(o.id), created_at: o.created_at.toISOString() })),
    assignee_id: row.t.assigneeId,
    version: row.t.version,
  };
}

