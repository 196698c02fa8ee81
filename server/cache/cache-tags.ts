/**
 * What a kept answer or page depends on, and what a change drops (issue 24 §5): a change to one
 * product's stock drops the answers and pages that show that product, not the whole cache.
 *
 * Tags: `product:<id>` (an answer that shows that product: its detail, a list holding it, its
 * reviews), `products` (a list whose members or order a product change may alter), and a table's
 * name for everything else an answer shows (`categories`, `brands`, `news`…). `*` marks an answer
 * whose dependencies are not known: any change drops it.
 *
 * Changes come from the database's triggers (migration 0010), one notice per statement that
 * changed rows: `<table>` alone, or for products and reviews the product ids and whether a list's
 * members could have moved (`products:1001,1002` vs `product-rows:1001`, a stock change that did
 * not cross zero).
 */

/** The host the page renderer calls the API on, in-process (site/ssr.ts). */
export const INTERNAL_API_HOST = 'storefront.internal';
/** Where an in-process answer says its tags (space-separated); never on an answer to the network. */
export const CACHE_TAGS_HEADER = 'x-cache-tags';

/** The tags of a public catalogue answer, from its path (without /v1) and its JSON body (read only for product lists). */
export function answerTags(path: string, body: () => unknown): string[] {
  const parts = path.split('/').filter(Boolean); // module, lang, collection, …
  const collection = parts[2] ?? '';
  if (parts[0] === 'product' && collection === 'products') {
    const rest = parts.slice(3);
    // One product (`products/1001`), or its reviews (`products/1001/reviews`).
    if (rest.length >= 1 && /^\d+$/.test(rest[0]!)) {
      const id = Number(rest[0]);
      return rest.length === 1 ? [`product:${id}`, 'brands', 'categories'] : [`product:${id}`, 'reviews'];
    }
    if (rest.length > 0) return ['*'];
    const data = (body() as { data?: unknown } | null)?.data;
    const ids = (Array.isArray(data) ? data : []).map((d) => (d as { id?: unknown } | null)?.id).filter((id): id is number => typeof id === 'number');
    return ['products', 'brands', 'categories', ...ids.map((id) => `product:${id}`)];
  }
  const TABLES: Record<string, string> = {
    categories: 'categories',
    brands: 'brands',
    news: 'news',
    albums: 'albums',
    faqs: 'faqs',
    faq: 'faqs',
    boxes: 'boxes',
    provinces: 'provinces',
    cities: 'cities',
    transmits: 'transmits',
    units: 'ticket_units',
  };
  const table = TABLES[collection];
  return table ? [table] : ['*'];
}

/** A change notice's parts: what changed (a table, or `product-rows`…) and the product ids it names. */
export function noticeOf(notice: string): { what: string; ids: number[] } {
  const [what = '', list = ''] = notice.split(':');
  return { what, ids: list.split(',').flatMap((id) => (/^\d+$/.test(id) ? [Number(id)] : [])) };
}

/** What a change notice drops: the tags it names, or null for everything. */
export function droppedBy(notice: string): string[] | null {
  const { what, ids } = noticeOf(notice);
  switch (what) {
    case 'product-rows':
      return ids.length ? ids.map((id) => `product:${id}`) : null;
    // Without ids (a TRUNCATE): everything.
    case 'products':
      return ids.length ? ['products', ...ids.map((id) => `product:${id}`)] : null;
    case 'reviews':
      return ids.length ? ['reviews', ...ids.map((id) => `product:${id}`)] : null;
    case 'categories':
    case 'brands':
    case 'news':
    case 'albums':
    case 'faqs':
    case 'boxes':
    case 'provinces':
    case 'cities':
    case 'transmits':
    case 'ticket_units':
    case 'ticket_categories':
      return [what];
    default:
      return null;
  }
}
