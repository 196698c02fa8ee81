/**
 * The desk's lists keep their filters and page in the URL (a reload, a link to a colleague, the
 * back button all show the same list). Each reads its query strictly: what is not one of its
 * values is dropped, never sent to the server.
 */
import { DESK_ORDER_SORTS, DESK_TICKET_SORTS, ORDER_STATUSES, TICKET_PRIORITY, TICKET_STATUS_VALUES, type DeskOrderSort, type DeskTicketSort, type OrderStatus } from '../../../contract/constants.ts';
import { searchText } from '../../lib/own-search.ts';

const int = (v: unknown, max = 2 ** 31 - 1): number | undefined => {
  const n = Number(v);
  return v !== undefined && v !== '' && Number.isInteger(n) && n >= 0 && n <= max ? n : undefined;
};
const page = (v: unknown) => {
  const n = int(v, 100_000);
  return n && n > 1 ? n : undefined;
};
const text = (v: unknown, max: number) => searchText(v).trim().slice(0, max) || undefined;
/** Only the keys that have a value: the URL carries no `?status=undefined`. */
const defined = <T extends object>(o: T): T => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as T;

/** Waiting longer than: a day, three days, a week. */
export const TICKET_AGES = [24, 72, 168] as const;

export type TicketBoardSearch = { status?: number; priority?: number; unit?: number; assignee?: 'me' | 'none' | number; age?: number; order?: DeskTicketSort; page?: number };
export function readTicketBoardSearch(raw: Record<string, unknown>): TicketBoardSearch {
  const status = int(raw.status);
  const priority = int(raw.priority);
  const assignee = raw.assignee === 'me' || raw.assignee === 'none' ? raw.assignee : int(raw.assignee);
  const age = int(raw.age);
  return defined({
    status: status !== undefined && (TICKET_STATUS_VALUES as number[]).includes(status) ? status : undefined,
    priority: priority !== undefined && (Object.values(TICKET_PRIORITY) as number[]).includes(priority) ? priority : undefined,
    unit: int(raw.unit) || undefined,
    assignee: assignee === 0 ? undefined : assignee,
    age: age !== undefined && (TICKET_AGES as readonly number[]).includes(age) ? age : undefined,
    order: (DESK_TICKET_SORTS as readonly unknown[]).includes(raw.order) ? (raw.order as DeskTicketSort) : undefined,
    page: page(raw.page),
  });
}

/** `order`: a column's order (the server's `sort`; `sort` is the catalogue's own search key). */
/** `all`: every status; none: the paid orders (what is waiting to be prepared), or every status when searching. */
export type OrderBoardSearch = { status?: OrderStatus | 'all'; q?: string; order?: DeskOrderSort; page?: number };
export function readOrderBoardSearch(raw: Record<string, unknown>): OrderBoardSearch {
  return defined({
    status: raw.status === 'all' || (ORDER_STATUSES as readonly unknown[]).includes(raw.status) ? (raw.status as OrderStatus | 'all') : undefined,
    q: text(raw.q, 60),
    order: (DESK_ORDER_SORTS as readonly unknown[]).includes(raw.order) ? (raw.order as DeskOrderSort) : undefined,
    page: page(raw.page),
  });
}

export type AuditSearch = { staff?: number; action?: string; subject?: string; id?: string; page?: number };
export function readAuditSearch(raw: Record<string, unknown>): AuditSearch {
  return defined({
    staff: int(raw.staff) || undefined,
    action: text(raw.action, 60),
    subject: text(raw.subject, 40),
    id: text(raw.id, 40),
    page: page(raw.page),
  });
}

export const readProductSearch = (raw: Record<string, unknown>): { q?: string } => defined({ q: text(raw.q, 60) });

/** The desk's lists show this many rows a page. */
export const DESK_PAGE_SIZE = 20;
export const pageOffset = (p: number | undefined) => ((p ?? 1) - 1) * DESK_PAGE_SIZE;

/** A desk page's id in its path: a positive whole number, else null (the page is not found). */
export function deskRouteId(raw: string): number | null {
  const n = Number(raw);
  return /^\d{1,10}$/.test(raw) && Number.isInteger(n) && n > 0 && n < 2 ** 31 ? n : null;
}

export type ReviewQueueSearch = { status?: 'published' | 'rejected'; page?: number };
export const readReviewQueueSearch = (raw: Record<string, unknown>): ReviewQueueSearch =>
  defined({ status: raw.status === 'published' || raw.status === 'rejected' ? raw.status : undefined, page: page(raw.page) });

export type OrganisationQueueSearch = { status?: 'approved' | 'rejected'; page?: number };
export const readOrganisationQueueSearch = (raw: Record<string, unknown>): OrganisationQueueSearch =>
  defined({ status: raw.status === 'approved' || raw.status === 'rejected' ? raw.status : undefined, page: page(raw.page) });
