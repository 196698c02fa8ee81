/**
 * The search box's suggestions, best match first, where the backend lists a search's matches
 * newest first (one serving the spec's calls alone: its sorts have no "best match"; this server
 * beyond the matches it ranks, products-repo.ts `listProducts`). The server
 * matches a query inside a product's code, its specifications and its words joined (a compound
 * typed without its space): «مش» found the meshes and also a transparent film dressing («…فیلم
 * شفاف», joined «فیلمشفاف»), listed between them by age. Ranked by title as this server ranks a
 * list (`titleRank`, shared/persian-text.ts), each rank in the server's order.
 */
import { rankWords, titleRank } from '../../../shared/persian-text.ts';

/** `products` ordered by how their titles match `query`, best first; equals keep their order. */
export function bestMatchesFirst<P extends { title: string }>(products: readonly P[], query: string): P[] {
  const words = rankWords(query);
  return products
    .map((p, i) => ({ p, i, rank: titleRank(p.title, words) }))
    .sort((a, b) => b.rank - a.rank || a.i - b.i)
    .map((r) => r.p);
}
