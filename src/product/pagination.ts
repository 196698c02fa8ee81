import type { Paging } from '../../contract/common.ts';
import { EXACT_TOTAL_BOUND } from '../../contract/constants.ts';

/** Page numbers around the current one, with gaps: 1 … 4 5 6 … 12. */
export function pageWindow(current: number, last: number): (number | 'gap')[] {
  const pages = new Set([1, last, current - 1, current, current + 1].filter((p) => p >= 1 && p <= last));
  const sorted = [...pages].sort((a, b) => a - b);
  const out: (number | 'gap')[] = [];
  sorted.forEach((p, i) => {
    if (i > 0 && p - sorted[i - 1]! > 1) out.push('gap');
    out.push(p);
  });
  return out;
}

/**
 * The last page a list's links may offer. An exact total says it; an estimated one (more than
 * the bound counted exactly, issue 30 §3) only promises pages up to the bound, and one past the
 * page shown while a row follows it, so that no link leads to an empty page.
 */
export function lastPage(paging: Pick<Paging, 'total' | 'limit' | 'has_more' | 'total_estimated' | 'exact_up_to'>, current: number): number {
  const limit = Math.max(1, paging.limit);
  if (!paging.total_estimated) return Math.max(1, Math.ceil(paging.total / limit));
  const sure = Math.ceil(((paging.exact_up_to ?? EXACT_TOTAL_BOUND) + 1) / limit);
  return Math.max(sure, paging.has_more ? current + 1 : current);
}

/**
 * A page past a list's end: an old link to a page the list no longer reaches (the list is not
 * empty, but this page of it is). The page says so and offers the pages there are; the server
 * answers it with 404, so that a search engine drops the URL.
 */
export const isPastTheEnd = (list: { data: readonly unknown[]; paging: Pick<Paging, 'total'> }, page: number): boolean =>
  list.data.length === 0 && page > 1 && list.paging.total > 0;

/** A list's answer marked when its page is past the end, for the server's status (entry-server.tsx). */
export const markPastTheEnd = <L extends { data: readonly unknown[]; paging: Pick<Paging, 'total'> }>(list: L, page: number): L & { pastTheEnd: boolean } => ({
  ...list,
  pastTheEnd: isPastTheEnd(list, page),
});
