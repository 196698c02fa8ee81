import type { ProductListItem } from '../../../contract/catalog.ts';
import { HOME_PAGE_ID } from '../../../contract/constants.ts';
import type { Box, NewsItem } from '../../../contract/content.ts';
import type { Locale } from '../../i18n/locale.ts';
import { fetchProductsByIds } from '../../product/catalog-api.ts';
import { fetchBoxes, fetchLatestNews } from '../content/content-api.ts';

export type HomeBlock =
  | { box: Box; kind: 'products'; products: ProductListItem[] }
  | { box: Box; kind: 'news'; news: NewsItem[] }
  | { box: Box; kind: 'plain' };

/**
 * The home page is composed from its content boxes; each box loads what it shows. A box whose
 * data cannot be loaded (offline, never visited) is left out rather than failing the page.
 */
export async function loadHome(locale: Locale): Promise<HomeBlock[]> {
  const boxes = (await fetchBoxes(locale, HOME_PAGE_ID)).data;
  const blocks = await Promise.all(
    boxes.map(async (box): Promise<HomeBlock | null> => {
      try {
        if (box.kind === 'featured_products') {
          const ids = box.data.product_ids ?? [];
          // In the editor's order.
          return { box, kind: 'products', products: await fetchProductsByIds(locale, ids) };
        }
        if (box.kind === 'latest_news') {
          const res = await fetchLatestNews(locale, box.data.news_category_ids ?? [], box.data.limit ?? 3);
          return { box, kind: 'news', news: res.data };
        }
        return { box, kind: 'plain' };
      } catch {
        return null;
      }
    }),
  );
  return blocks.filter((b): b is HomeBlock => b !== null);
}
