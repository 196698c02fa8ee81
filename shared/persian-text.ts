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

/**
 * Persian compounds are typed three ways: with a zero-width non-joiner (پلی‌پروپیلن), with a space
 * (پلی پروپیلن) or joined (پلیپروپیلن), because most phone keyboards hide the ZWNJ. Folding makes the
 * first two alike; matching a query's words inside the folded text without its spaces makes all three
 * alike. The server stores each product's searchable text so (storefront_joined in SQL, checked
 * against this by a server test), and matches other text the same way.
 */
export const withoutSpaces = (folded: string) => folded.replace(/\s+/gu, '');

/**
 * The ways a query's words may have been split: as typed, and with each two neighbours joined, for
 * text stored joined ("ضدحساسیت") and typed apart ("ضد حساسیت"). The device's index asks each.
 */
export function joinedVariants(words: readonly string[]): string[][] {
  const variants = [[...words]];
  for (let i = 0; i + 1 < words.length; i++) {
    variants.push([...words.slice(0, i), words[i]! + words[i + 1]!, ...words.slice(i + 2)]);
  }
  return variants;
}

/** The words of a search query, folded; empty words dropped. */
export function searchWords(text: string): string[] {
  return foldForSearch(text)
    .split(/[\s,،؛;]+/u)
    .map((w) => w.trim())
    .filter(Boolean)
    .slice(0, 10);
}
