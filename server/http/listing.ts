/** Builders for the list envelope: `{ data, paging, sorting }`. */
import { asc, desc, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { ListResponse } from '../../contract/common.ts';

export type SortSpec<C extends string> = { column: C; ascending: boolean }[];

/** A page of a list: how many rows, from which offset. */
export type Page = { limit: number; offset: number };

/** A page's rows and the list's total, read together. */
export async function paged<Row>(rows: Promise<Row[]>, total: Promise<{ n: number }[]>): Promise<{ rows: Row[]; total: number }> {
  const [r, t] = await Promise.all([rows, total]);
  return { rows: r, total: t[0]?.n ?? 0 };
}

/**
 * A list's total as a bounded count found it: exact, or (`estimated`) an estimate above the
 * bound counted exactly, with whether a row follows this page known from the page's own extra row.
 */
export type BoundedTotal = { total: number; hasMore?: boolean; estimated?: { exactUpTo: number } };

export function listBody<T>(
  data: T[],
  total: number | BoundedTotal,
  page: { limit: number; offset: number },
  sort: SortSpec<string>,
): ListResponse<T> {
  const t = typeof total === 'number' ? { total } : total;
  return {
    data,
    paging: {
      offset: page.offset,
      limit: page.limit,
      total: t.total,
      returned: data.length,
      has_more: t.hasMore ?? page.offset + data.length < t.total,
      ...(t.estimated ? { total_estimated: true, exact_up_to: t.estimated.exactUpTo } : {}),
    },
    sorting: sort.map((s) => ({ expression: s.column, ascending: s.ascending })),
  };
}

/** ORDER BY for a whitelisted sort, with the id last so that paging is stable (a subquery's computed column: by its name). */
export function orderBy<C extends string>(
  sort: SortSpec<C>,
  columns: Record<C, AnyColumn | SQL | SQL.Aliased>,
  id: AnyColumn,
): SQL[] {
  const out = sort.map((s) => (s.ascending ? asc(columns[s.column]) : desc(columns[s.column])));
  if (!sort.some((s) => s.column === 'id')) out.push(asc(id));
  return out;
}

/** User text with LIKE's wildcards escaped, to match literally. */
export const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (ch) => `\\${ch}`);

/** Escapes LIKE wildcards so that user text matches literally, anywhere in the value. */
export function likePattern(text: string): string {
  return `%${likeLiteral(text)}%`;
}

/**
 * `column = any(ids)` with the ids as one array parameter, not one per id (inArray's): a list of
 * thousands (a search's matches, products named by change notices) stays one short statement.
 */
export const anyOf = (column: AnyColumn, ids: readonly number[]): SQL => sql`${column} = any(${`{${ids.join(',')}}`}::int[])`;
