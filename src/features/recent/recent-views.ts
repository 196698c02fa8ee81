/**
 * The products last opened on this device, per language: a hint kept in localStorage (the product
 * page records it without opening IndexedDB, which a visitor's pages never load). Only what does
 * not go stale is kept (the title, the address, the photo): a price or stock seen last week would
 * claim to be today's.
 */
import type { ProductListItem } from '../../../contract/catalog.ts';
import type { Locale } from '../../i18n/locale.ts';
import { createStore } from '../../device/store.ts';
import { LOCAL_KEYS, readLocal, writeLocal } from '../../lib/local-store.ts';
import { useStore } from '../../lib/use-store.ts';

export type RecentView = { id: number; title: string; slug: string | null; photo: string | null };
type Kept = Partial<Record<Locale, RecentView[]>>;

/** How many are kept per language: a row of them, and what a ward reopens in a day. */
export const RECENT_MAX = 12;

/** The list with `view` first, once, and at most `max` long. */
export function withView(list: readonly RecentView[], view: RecentView, max = RECENT_MAX): RecentView[] {
  return [view, ...list.filter((v) => v.id !== view.id)].slice(0, max);
}

const isView = (v: unknown): v is RecentView => {
  const r = v as RecentView;
  return typeof r === 'object' && r !== null && Number.isSafeInteger(r.id) && typeof r.title === 'string' && (r.slug === null || typeof r.slug === 'string') && (r.photo === null || typeof r.photo === 'string');
};

/** What is kept, read leniently: anything malformed (an older shape, a hand edit) is left out. */
export function parseKept(raw: string | null): Kept {
  try {
    const value = JSON.parse(raw ?? '{}') as Record<string, unknown>;
    const kept: Kept = {};
    for (const locale of ['fa', 'en'] as const) {
      const list = value[locale];
      if (Array.isArray(list)) kept[locale] = list.filter(isView).slice(0, RECENT_MAX);
    }
    return kept;
  } catch {
    return {};
  }
}

/** What the device holds; the server's render and the hydrating one see nothing (lib/use-store.ts). */
const recent = createStore<Kept>(() => parseKept(readLocal('recentViews')), {
  server: {},
  // Another tab's page opened.
  start: () =>
    window.addEventListener('storage', (e) => {
      if (e.key === null || e.key === LOCAL_KEYS.recentViews) recent.set(parseKept(readLocal('recentViews')));
    }),
});

/** Records that a product's page was opened (in its language). */
export function recordView(locale: Locale, product: Pick<ProductListItem, 'id' | 'title' | 'seo' | 'images'>): void {
  // Read again: another tab may have recorded one since this one last looked.
  const kept = parseKept(readLocal('recentViews'));
  const view: RecentView = { id: product.id, title: product.title, slug: product.seo.url_keywords, photo: product.images[0]?.url ?? null };
  const next = { ...kept, [locale]: withView(kept[locale] ?? [], view) };
  writeLocal('recentViews', JSON.stringify(next));
  recent.set(next);
}

/** The products opened recently in `locale`, newest first (none while the server renders, and hydrates, the page). */
export function useRecentViews(locale: Locale): RecentView[] {
  return useStore(recent)[locale] ?? [];
}
