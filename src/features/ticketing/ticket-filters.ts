/**
 * The ticket list's filters (spec §3 filter kinds unit, status, date; §4 operations add, remove,
 * reset): a list the page keeps in its URL. A single-select kind (unit, date) holds one filter:
 * adding another replaces it; statuses add up. Pure functions, shared by the page and its tests.
 */
export type TicketFilter =
  | { type: 'unit'; id: number }
  | { type: 'status'; status: number }
  /** Opened within these days (YYYY-MM-DD, Tehran), either end open. */
  | { type: 'date'; from: string | null; to: string | null };
export type FilterType = TicketFilter['type'];
export type FilterOperation = 'add' | 'remove' | 'reset';

const SINGLE: readonly FilterType[] = ['unit', 'date'];
const same = (a: TicketFilter, b: TicketFilter) => JSON.stringify(a) === JSON.stringify(b);

export function applyFilter(list: readonly TicketFilter[], op: FilterOperation, filter?: TicketFilter): TicketFilter[] {
  if (op === 'reset') return [];
  if (!filter) return [...list];
  if (op === 'remove') return list.filter((f) => !same(f, filter));
  if (list.some((f) => same(f, filter))) return [...list];
  return [...(SINGLE.includes(filter.type) ? list.filter((f) => f.type !== filter.type) : list), filter];
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The filters as URL search params (`unit=2&status=1,4&from=…&to=…`), and back (bad values dropped). */
export function filtersToSearch(list: readonly TicketFilter[]): { unit?: number; status?: string; from?: string; to?: string } {
  const unit = list.find((f) => f.type === 'unit');
  const date = list.find((f) => f.type === 'date');
  const statuses = list.flatMap((f) => (f.type === 'status' ? [f.status] : []));
  return {
    ...(unit ? { unit: unit.id } : {}),
    ...(statuses.length ? { status: statuses.join(',') } : {}),
    ...(date?.from ? { from: date.from } : {}),
    ...(date?.to ? { to: date.to } : {}),
  };
}

export function filtersFromSearch(raw: Record<string, unknown>): TicketFilter[] {
  const out: TicketFilter[] = [];
  const unit = Number(raw.unit);
  if (Number.isInteger(unit) && unit > 0 && unit < 2 ** 31) out.push({ type: 'unit', id: unit });
  for (const s of String(raw.status ?? '').split(',')) {
    const n = Number(s);
    if (s !== '' && Number.isInteger(n) && n >= 0 && n <= 8 && !out.some((f) => f.type === 'status' && f.status === n)) out.push({ type: 'status', status: n });
  }
  const from = typeof raw.from === 'string' && DAY.test(raw.from) ? raw.from : null;
  const to = typeof raw.to === 'string' && DAY.test(raw.to) ? raw.to : null;
  if (from || to) out.push({ type: 'date', from, to });
  return out;
}

/** The API's query for these filters (contract ticketListQuery). */
export function filtersToQuery(list: readonly TicketFilter[]): Record<string, string | number> {
  const s = filtersToSearch(list);
  return {
    ...(s.unit ? { service_id: s.unit } : {}),
    ...(s.status ? { statuses: s.status } : {}),
    ...(s.from ? { submit_date_from: s.from } : {}),
    ...(s.to ? { submit_date_to: s.to } : {}),
  };
}

/** The tickets list's sorts (spec §5's `sort_by`); the URL carries any but the default. */
export const TICKET_SORTS = ['-lastupdate', '-openDate', 'openDate', 'title', 'status', '-priority', 'service'] as const;
export type TicketSortKey = (typeof TICKET_SORTS)[number];
