/** Text search in SQL with the same Persian folding as the client (shared/persian-text.ts). */
import { and, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { SEARCH_FOLD, searchTerms, searchWords, termForms } from '../../shared/persian-text.ts';
import { likeLiteral, likePattern } from './listing.ts';

export const folded = (expr: AnyColumn | SQL) =>
  sql`translate(lower(coalesce(${expr}, '')), ${SEARCH_FOLD.from}, ${SEARCH_FOLD.to})`;

/**
 * Folded and without its spaces (shared/persian-text.ts withoutSpaces): a query word is found in it
 * whether the text has the compound with a ZWNJ, a space, or joined. A word has no spaces, so this
 * finds everything the spaced text would, and more.
 */
const joined = (expr: AnyColumn | SQL) => sql`regexp_replace(${folded(expr)}, '\\s+', '', 'g')`;

/**
 * Rows where the words of `text` occur in any of `fields`: every word (`and`) or any word (`or`).
 * Undefined (no condition) when the text has no words.
 */
export function matchText(
  text: string | undefined,
  fields: (AnyColumn | SQL)[],
  mode: 'and' | 'or' = 'and',
): SQL | undefined {
  const words = searchTerms(text ?? '');
  if (words.length === 0) return undefined;
  const perWord = words.map((w) => or(...fields.map((f) => sql`${joined(f)} like ${likePattern(w)}`))!);
  return mode === 'and' ? and(...perWord) : or(...perWord);
}

/**
 * Rows whose `column`, folded and joined when it was written (storefront_joined, as
 * products.search_text is), holds every word of `text` (a code-like word in either of its `termForms`). A trigram index answers `like '%word%'` on such a column.
 */
export function matchFoldedColumn(text: string | undefined, column: AnyColumn): SQL | undefined {
  const words = searchTerms(text ?? '');
  if (words.length === 0) return undefined;
  // A code typed with some of its dashes is also looked for as one word (`termForms`).
  return and(...words.map((w) => or(...termForms(w).map((form) => sql`${column} like ${likePattern(form)}`))!));
}

/**
 * Whole-word keyword match against a space-separated keyword column: `all` keywords must be
 * there, or `any` one of them. Words as typed (`searchWords`): a keyword is matched whole, so an
 * English plural is not reduced to its stem here.
 */
export function matchKeywords(
  text: string | undefined,
  column: AnyColumn | SQL,
  opts: { wholeWord: boolean; mode: 'all' | 'any' },
): SQL | undefined {
  const words = searchWords(text ?? '');
  if (words.length === 0) return undefined;
  const conds = words.map((w) =>
    opts.wholeWord
      ? sql`${w} = any(string_to_array(${folded(column)}, ' '))`
      : sql`${folded(column)} like ${likePattern(w)}`,
  );
  return opts.mode === 'all' ? and(...conds) : or(...conds);
}

/**
 * How well a title matches a search's words (shared/persian-text.ts `rankWords`), 0-3: the
 * comparisons of `titleRank` on `text`, the title as ranking reads it (shared/persian-text.ts
 * `rankText`; stored as products.rank_title_fa/_en, or made by SQL's storefront_rank_text),
 * checked against it by server/modules/catalog/relevance.test.ts.
 */
export function titleRankSql(text: AnyColumn | SQL, words: readonly string[]): SQL {
  // Not a bare 0: in ORDER BY that names the first column.
  if (!words.length) return sql`0::int`;
  const every = (pattern: (w: string) => string) =>
    sql`${text} like all (array[${sql.join(
      words.map((w) => sql`${pattern(likeLiteral(w))}`),
      sql`, `,
    )}]::text[])`;
  return sql`(case when ${every((w) => `% ${w}%`)} then (case when ltrim(${text}) like ${`${likeLiteral(words[0]!)}%`} then 3 else 2 end) when ${every((w) => `%${w}%`)} then 1 else 0 end)`;
}
