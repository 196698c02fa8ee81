/**
 * The search box's suggestions, best match first. The server lists a search's matches newest
 * first (the spec's sorts have no "best match"), and it matches a query inside a product's code,
 * its specifications and its words joined (a compound typed without its space): «مش» found the
 * meshes and also a transparent film dressing («…فیلم شفاف», joined «فیلمشفاف»), listed between
 * them by age. Here a title that begins with what was typed comes first, then one whose words
 * begin with each word typed, then one that holds each word inside one of its words, then the
 * rest, each in the server's order.
 */
import { foldForSearch, withoutSpaces } from '../../../shared/persian-text.ts';

/** A title's or a query's words, folded as the search folds them; anything but letters and digits parts them. */
const wordsOf = (text: string) => foldForSearch(text).split(/[^\p{L}\p{N}]+/u).filter(Boolean);

/**
 * How well `title` matches the words of `query`: 3 it begins with them, 2 each begins one of
 * its words, 1 each is inside one of its words, 0 otherwise (the match was elsewhere). A title's
 * two neighbouring words also count as one word for a word's beginning («ضدحساسیت» typed for
 * «ضد حساسیت»).
 */
export function titleMatch(title: string, typed: string): 0 | 1 | 2 | 3 {
  const query = wordsOf(typed);
  if (!query.length) return 0;
  const single = wordsOf(title);
  const words = single.concat(single.slice(1).map((w, i) => single[i]! + w));
  if (query.every((q) => words.some((w) => w.startsWith(q)))) {
    const start = withoutSpaces(single.join(' '));
    return start.startsWith(withoutSpaces(query.join(' '))) || words[0]?.startsWith(query[0]!) ? 3 : 2;
  }
  // Inside a word, not across two: «مش» is not in «فیلم شفاف».
  return query.every((q) => single.some((w) => w.includes(q))) ? 1 : 0;
}

/** `products` ordered by how their titles match `query`, best first; equals keep their order. */
export function bestMatchesFirst<P extends { title: string }>(products: readonly P[], query: string): P[] {
  return products
    .map((p, i) => ({ p, i, score: titleMatch(p.title, query) }))
    .sort((a, b) => b.score - a.score || a.i - b.i)
    .map((r) => r.p);
}
