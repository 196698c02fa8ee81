/**
 * The device's product search (MiniSearch): the same Persian folding as the server's search
 * (shared/persian-text.ts: ي/ك, ZWNJ, diacritics, Persian/Arabic/Latin digits), every word must
 * match, as a prefix or with one typo, ranked by title, then code, then specifications. A compound
 * is found however it is typed (with its ZWNJ, a space, or joined): the index holds each two
 * neighbouring words joined as well, and a query is also asked with its neighbours joined.
 */
import MiniSearch, { type Query, type SearchResult } from 'minisearch';
import type { Product } from '../../../contract/catalog.ts';
import { compactCode, foldForSearch, joinedVariants, singularStem, termForms } from '../../../shared/persian-text.ts';

/** What the device knows of a product to find it and to show it in results. */
export type SearchDoc = {
  id: number;
  title: string;
  code: string;
  specs: string;
  /** The product as the list shows it (the card's fields). */
  product: Product;
};

/**
 * Word separators after folding (ZWNJ is already a space): spaces, punctuation, Persian comma and
 * semicolon, and the invisible direction marks that keep a Latin size (⁦3-0⁩) in order in RTL text.
 */
const SEPARATORS = /[\s,،؛;:!?()[\]{}"'«»/\\|+*=<>~`^\u200e\u200f\u202a-\u202e\u2066-\u2069]+/u;

const tokenize = (text: string) => foldForSearch(text).split(SEPARATORS).filter(Boolean);
/** A query's words: an English plural asks for its stem, which every form begins with ("meshes" → "mesh"), as the server's search does. */
const tokenizeQuery = (text: string) => tokenize(text).map(singularStem);

/** A document's words, and each two neighbours joined ("پلی پروپیلن" is also "پلیپروپیلن"). */
const tokenizeDoc = (text: string) => {
  const words = tokenize(text);
  return words.concat(words.slice(1).map((w, i) => words[i]! + w));
};

/** One typo from four letters on (shorter words would match too much), none for codes' short parts. */
const fuzzy = (term: string) => (term.length >= 4 ? 1 : 0);

export const BOOST = { title: 3, code: 2, specs: 1 } as const;

export function toSearchDoc(product: Product): SearchDoc {
  return {
    id: product.id,
    title: product.title,
    // The code without its dashes too, as typed off a box ("aspga01"), as the server holds it;
    // and the box's GTIN (a scanned EAN-13 or DataMatrix finds the product offline).
    code: [product.code, compactCode(product.code), product.gtin].filter(Boolean).join(' '),
    specs: product.specifications.map((s) => s.value).join(' '),
    product,
  };
}

export function createSearchIndex(docs: readonly SearchDoc[] = []): MiniSearch<SearchDoc> {
  const index = new MiniSearch<SearchDoc>({
    fields: ['title', 'code', 'specs'],
    storeFields: ['product'],
    tokenize: tokenizeDoc,
    processTerm: (term) => term || null,
    searchOptions: { boost: BOOST, prefix: true, fuzzy, combineWith: 'AND', tokenize: tokenizeQuery },
  });
  index.addAll(docs);
  return index;
}

/** The products matching `query`, best first. */
export function searchProducts(index: MiniSearch<SearchDoc>, query: string, limit = 48): Product[] {
  const words = tokenizeQuery(query);
  if (!words.length) return [];
  // Each variant needs all its words; a product matching any variant is found.
  // A word that looks like a code typed with some of its dashes is also asked as one word (`termForms`).
  const word = (w: string): string | Query => {
    const forms = termForms(w);
    return forms.length === 1 ? w : { queries: forms, combineWith: 'OR' };
  };
  const variants = joinedVariants(words).map((w) => ({ queries: w.map(word), combineWith: 'AND' as const }));
  return index
    .search({ queries: variants, combineWith: 'OR' })
    .slice(0, limit)
    .map((r: SearchResult) => r.product as Product);
}
