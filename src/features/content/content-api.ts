/** Content calls of spec §7: news, albums, FAQ, content boxes. */
import { apiCall } from '../../device/api/client.ts';
import { foldForSearch } from '../../../shared/persian-text.ts';
import { pageWindow } from '../../device/page-window.ts';
import type { Locale } from '../../i18n/locale.ts';

/** Spec §9: news articles are category 112, events 111. */
export const NEWS_SECTIONS = { articles: 112, events: 111 } as const;
export type NewsSection = keyof typeof NEWS_SECTIONS;

export function fetchNewsList(
  locale: Locale,
  p: { section: NewsSection; page: number; q?: string | undefined; limit?: number },
) {
  return apiCall('news.list', {
    params: { lang: locale },
    query: {
      category_ids: NEWS_SECTIONS[p.section],
      search_keywords: p.q ? foldForSearch(p.q) : undefined,
      // Events are listed by their date, the soonest last one first; articles newest first.
      sort: p.section === 'events' ? '-event_starts_at' : '-published_at',
      ...pageWindow(p.page, p.limit),
    },
  });
}

export function fetchLatestNews(locale: Locale, categoryIds: number[], limit: number) {
  return apiCall('news.list', { params: { lang: locale }, query: { category_ids: categoryIds.join(','), sort: '-published_at', limit } });
}

export async function fetchNews(locale: Locale, id: number) {
  return (await apiCall('news.get', { params: { lang: locale, id } })).data;
}

export function fetchAlbums(locale: Locale, p: { categoryId?: number | undefined; page: number }) {
  return apiCall('albums.list', {
    params: { lang: locale },
    query: { category_id: p.categoryId, ...pageWindow(p.page) },
  });
}

export async function fetchAlbum(locale: Locale, id: number) {
  return (await apiCall('albums.get', { params: { lang: locale, id } })).data;
}

/** Spec §7: FAQ search uses search_type=or and search_mode=all. */
export function fetchFaqs(locale: Locale, p: { categoryId?: number | undefined; q?: string | undefined }) {
  return apiCall('faqs.list', {
    params: { lang: locale },
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
  return (await apiCall('faqs.get', { params: { lang: locale, id } })).data;
}

export async function fetchBoxes(locale: Locale, pageId: number) {
  return apiCall('boxes.list', { params: { lang: locale }, query: { pageId, limit: 20 } });
}
