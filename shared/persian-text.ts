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

/**
 * An English word typed in the plural, as the part every form of it holds: text search matches a
 * word inside the text (`like '%word%'`), so "suture" finds "sutures", but "sutures" found no
 * "suture", and "guidewires", "meshes" or "tapes" (a category's own name) found nothing at all.
 * Only words of Latin letters are touched: Persian has no such ending, and a code (AS-PGA-01) or a
 * size keeps its digits. "-ies" keeps the part before it (supplies → suppl: supply, supplies);
 * "-sses", "-shes", "-ches", "-xes", "-zes" drop "es" (meshes → mesh); "-ss", "-us", "-is" stay
 * (glass, sinus, analysis); any other final "s" goes. A word left shorter than three letters
 * stays as typed.
 */
export function singularStem(word: string): string {
  if (!/^[a-z]{4,}$/.test(word)) return word;
  const keep = (stem: string) => (stem.length >= 3 ? stem : word);
  if (word.endsWith('ies')) return keep(word.slice(0, -3));
  if (/(?:ss|sh|ch|x|z)es$/.test(word)) return keep(word.slice(0, -2));
  if (/(?:ss|us|is)$/.test(word)) return word;
  return word.endsWith('s') ? keep(word.slice(0, -1)) : word;
}

/** A query's words as a text search matches them inside the text: `searchWords`, each English plural as its stem. */
export const searchTerms = (text: string): string[] => searchWords(text).map(singularStem);

/**
 * A code as one word of its letters and digits: AS-PGA-01 → aspga01. A product's searchable text
 * holds its code so as well as printed (migration 0034_compact_codes.sql; the device's index does
 * the same), for a code typed off a box without its dashes.
 */
export const compactCode = (code: string) => code.toLowerCase().replace(/[^a-z0-9]+/g, '');

/**
 * The forms a search word is looked for in: as typed, and, for a word that looks like a code
 * typed with some of its dashes ("as-pga01", "sm-pf01": Latin letters and digits parted by a dash,
 * a dot or an underscore), also as one word of its letters and digits, which a product's
 * searchable text holds beside the code as printed. A size ("3-0") has no letters and stays.
 */
export function termForms(term: string): string[] {
  if (!/^[a-z0-9]+(?:[-._][a-z0-9]+)+$/.test(term) || !/[a-z]/.test(term) || !/\d/.test(term)) return [term];
  return [term, compactCode(term)];
}

/**
 * What parts a title's words when a search ranks its matches by title (`titleRank`), beside the
 * spaces: punctuation, the multiplication sign of a size (۶ × ۷), a decimal separator, dashes, and
 * the invisible direction marks that keep a Latin size in order in RTL text. The database turns
 * the same characters into spaces (storefront_rank_text, a regular expression's bracket of them,
 * migration 0033; server/modules/catalog/relevance.test.ts holds both equal).
 */
export const RANK_SEPARATORS =
  ',،؛;:!?()[]{}"\'«»/\\|+*=<>~`^×-–—.٫٬%#&@_\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069' +
  // JavaScript's white space (\s) but the space itself.
  '\t\n\v\f\r\u00a0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000\ufeff';

const RANK_SPLIT = new Set(RANK_SEPARATORS);

/** A text folded for ranking, as `titleRank` reads it: its words between spaces, a space at each end. */
export function rankText(text: string): string {
  let out = '';
  for (const ch of foldForSearch(text)) out += RANK_SPLIT.has(ch) ? ' ' : ch;
  return ` ${out} `;
}

/** A query's words for ranking: folded, parted as titles are (at most ten, as a search's). */
export const rankWords = (query: string): string[] => rankText(query).split(' ').filter(Boolean).slice(0, 10).map(singularStem);

/**
 * How well a title matches a search's words (`rankWords`): 3 each begins one of its words and
 * the first begins the title, 2 each begins one of its words, 1 each is inside one of its words,
 * 0 otherwise (the product matched elsewhere: its code, its specifications, or two of its words
 * joined). The server ranks a list's matches so (`sort=-relevance`); the same comparisons as
 * its SQL's, on the same text.
 */
export const titleRank = (title: string, words: readonly string[]): 0 | 1 | 2 | 3 => rankOfText(rankText(title), words);

/** `titleRank` of a title already made `rankText` (as products.rank_title_fa/_en store it). */
export function rankOfText(text: string, words: readonly string[]): 0 | 1 | 2 | 3 {
  if (!words.length) return 0;
  if (words.every((w) => text.includes(` ${w}`))) return text.trimStart().startsWith(words[0]!) ? 3 : 2;
  return words.every((w) => text.includes(w)) ? 1 : 0;
}
