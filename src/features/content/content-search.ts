/** URL search params of the content pages, validated at their routes. */
import type { NewsSection } from './content-api.ts';
import { searchText } from '../../lib/own-search.ts';

const page = (raw: unknown) => {
  const n = Number(raw);
  return Number.isInteger(n) && n > 1 && n <= 10_000 ? { page: n } : {};
};
const text = (raw: unknown) => {
  const s = searchText(raw).trim().slice(0, 100);
  return s ? { q: s } : {};
};
const id = (raw: unknown) => {
  const n = Number(raw);
  return Number.isInteger(n) && n > 0 ? n : undefined;
};

export type NewsSearch = { section?: 'events'; page?: number; q?: string };
export function parseNewsSearch(raw: Record<string, unknown>): NewsSearch {
  return { ...(raw.section === 'events' ? { section: 'events' as const } : {}), ...page(raw.page), ...text(raw.q) };
}
export const newsSection = (s: NewsSearch): NewsSection => s.section ?? 'articles';

export type AlbumSearch = { category?: number; page?: number };
export function parseAlbumSearch(raw: Record<string, unknown>): AlbumSearch {
  const category = id(raw.category);
  return { ...(category ? { category } : {}), ...page(raw.page) };
}

export type FaqSearch = { category?: number; q?: string };
export function parseFaqSearch(raw: Record<string, unknown>): FaqSearch {
  const category = id(raw.category);
  return { ...(category ? { category } : {}), ...text(raw.q) };
}
