/**
 * Search normalisation for Persian text, used on both sides (the client before sending, the
 * server on the query and, through `SEARCH_FOLD`, on the stored text in SQL): Arabic yeh and kaf
 * become Persian, alef variants become alef, teh marbuta becomes heh, Persian and Arabic digits
 * become Latin, the zero-width non-joiner becomes a space, and Arabic diacritics are dropped.
 */
const FOLD_FROM = 'يىكةۀأإآ۰۱۲۳۴۵۶۷۸۹٠١٢٣٤٥٦٧٨٩\u200c';
const FOLD_TO = 'ییکههااا01234567890123456789 ';
/** Diacritics (fathatan … sukun, superscript alef) and tatweel: removed. */
const DROP = '\u064b\u064c\u064d\u064e\u064f\u0650\u0651\u0652\u0670\u0640';

/** Arguments for SQL `translate(lower(text), from, to)`: characters past `to`'s length are deleted. */
export const SEARCH_FOLD = { from: FOLD_FROM + DROP, to: FOLD_TO } as const;

const map = new Map<string, string>();
for (let i = 0; i < FOLD_FROM.length; i++) map.set(FOLD_FROM[i]!, FOLD_TO[i]!);
for (const ch of DROP) map.set(ch, '');

export function foldForSearch(text: string): string {
  let out = '';
  for (const ch of text.toLowerCase()) out += map.get(ch) ?? ch;
  return out;
}

/** The words of a search query, folded; empty words dropped. */
export function searchWords(text: string): string[] {
  return foldForSearch(text)
    .split(/[\s,،؛;]+/u)
    .map((w) => w.trim())
    .filter(Boolean)
    .slice(0, 10);
}
