/** Content calls of spec §7: news, albums, FAQ, content boxes. */
import type { DetailResponse, ListResponse } from '../../../contract/common.ts';
import type { Album, Box, Faq, News } from '../../../contract/content.ts';
import { apiGet } from '../../api/client.ts';
import { foldForSearch } from '../../../shared/persian-text.ts';
import { config } from '../../config.ts';
import type { Locale } from '../../i18n/locale.ts';

/** Spec §9: news articles are category 112, events 111. */
export const NEWS_SECTIONS = { articles: 112, events: 111 } as const;
export type NewsSection = keyof typeof NEWS_SECTIONS;

export function fetchNewsList(
  locale: Locale,
  p: { section: NewsSection; page: number; q?: string | undefined; limit?: number },
) {
  const limit = p.limit ?? config.pageSize;
  return apiGet<ListResponse<News>>(`/v1/news/${locale}/news`, {
    query: {
      category_ids: NEWS_SECTIONS[p.section],
      search_keywords: p.q ? foldForSearch(p.q) : undefined,
      // Events are listed by their date, the soonest last one first; articles newest first.
      sort: p.section === 'events' ? '-event_starts_at' : '-published_at',
      limit,
      offset: (p.page - 1) * limit,
    },
  });
}

export function fetchLatestNews(locale: Locale, categoryIds: number[], limit: number) {
  return apiGet<ListResponse<News>>(`/v1/news/${locale}/news`, {
    query: { category_ids: categoryIds.join(','), sort: '-published_at', limit },
  });
}

export async function fetchNews(locale: Locale, id: number) {
  return (await apiGet<DetailResponse<News>>(`/v1/news/${locale}/news/${id}`)).data;
}

export function fetchAlbums(locale: Locale, p: { categoryId?: number | undefined; page: number }) {
  return apiGet<ListResponse<Album>>(`/v1/album/${locale}/albums`, {
    query: { category_id: p.categoryId, limit: config.pageSize, offset: (p.page - 1) * config.pageSize },
  });
}

export async function fetchAlbum(locale: Locale, id: number) {
  return (await apiGet<DetailResponse<Album>>(`/v1/album/${locale}/albums/${id}`)).data;
}

/** Spec §7: FAQ search uses search_type=or and search_mode=all. */
export function fetchFaqs(locale: Locale, p: { categoryId?: number | undefined; q?: string | undefined }) {
  return apiGet<ListResponse<Faq>>(`/v1/faq/${locale}/faqs`, {
    query: {
      category_ids: p.categoryId,
      search_text: p.q ? foldForSearch(p.q) : undefined,
      search_type: 'or',
      search_mode: 'all',
      limit: 100,
    },
  });
}

export async function fetchFaq(locale: Locale, id: number) {
  return (await apiGet<DetailResponse<Faq>>(`/v1/faq/${locale}/faqs/${id}`)).data;
}

export async function fetchBoxes(locale: Locale, pageId: number) {
  const path = `/v1/cms/${locale}/boxes`;
  const query = { pageId, limit: 20 };
  return apiGet<ListResponse<Box>>(path, { query });
}
