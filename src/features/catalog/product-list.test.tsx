/**
 * What a list page says about its total and its order, as the server renders it: a count the
 * backend estimated reads "more than …", and a search asked for the best match but answered by
 * age (too many matches to rank) says so. The demo's 41 products never reach those bounds in a
 * browser test; the backend's side is server/modules/catalog/scale.test.ts.
 */
import { I18nProvider } from '@lingui/react';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { ProductListItem } from '../../../contract/catalog.ts';
import type { ListResponse } from '../../../contract/common.ts';
import { EXACT_SEARCH_TOTAL_BOUND } from '../../../contract/constants.ts';
import { activateLocale, i18n } from '../../i18n/i18n.ts';
import type { ListSearch } from './catalog-search.ts';
import { ProductListView } from './ProductListView.tsx';

const seo = { url_keywords: null, page_url: null, title: null, description: null };
const product = (id: number): ProductListItem => ({
  id,
  title: `نخ بخیه ${id}`,
  code: `S-${id}`,
  summary: null,
  price: 1_250_000,
  price_with_guarantee: null,
  guarantee_months: null,
  stock: 10,
  availability: 'in_stock',
  category: { id: 1, title: 'نخ بخیه', seo },
  brand: null,
  images: [],
  created_at: '2026-11-01T00:00:00Z',
  rating: { average: null, count: 0 },
  seo,
  slugs: { fa: `nakh-${id}`, en: `suture-${id}` },
});

async function render(list: ListResponse<ProductListItem>, search: ListSearch, lang: 'fa' | 'en' = 'fa'): Promise<string> {
  await activateLocale(lang);
  const root = createRootRoute({ component: () => <ProductListView heading="جست‌وجو" list={list} brands={null} search={search} textFilter={false} ranked /> });
  const router = createRouter({ routeTree: root, history: createMemoryHistory({ initialEntries: [lang === 'en' ? '/en/search?q=x' : '/search?q=x'] }) });
  await router.load();
  return renderToString(
    <I18nProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nProvider>,
  );
}

const NOTE = 'جدیدترین‌ها اول آمده‌اند';

describe('a list page', () => {
  it('says a total the backend estimated as more than its bound, and a search answered by age instead of by best match', async () => {
    const html = await render(
      {
        data: [product(1), product(2)],
        paging: { offset: 0, limit: 12, total: 46_000, returned: 2, has_more: true, total_estimated: true, exact_up_to: EXACT_SEARCH_TOTAL_BOUND },
        sorting: [{ expression: 'created_at', ascending: false }],
      },
      { q: 'نخ بخیه' },
    );
    expect(html).toContain('بیش از ۱٬۰۰۰ محصول');
    expect(html).toContain(NOTE);
  });

  it('says an exact total as it is, and nothing about the order when the best match is first', async () => {
    const html = await render(
      { data: [product(1)], paging: { offset: 0, limit: 12, total: 469, returned: 1, has_more: true }, sorting: [{ expression: 'relevance', ascending: false }] },
      { q: 'مدل ۱۲۳' },
    );
    expect(html).toContain('۴۶۹ محصول');
    expect(html).not.toContain(NOTE);
  });

  it('says one product in the singular in English, and more in the plural', async () => {
    const page = (total: number) => ({ data: [product(1)], paging: { offset: 0, limit: 12, total, returned: 1, has_more: total > 1 }, sorting: [{ expression: 'relevance', ascending: false }] });
    const one = await render(page(1), { q: 'x' }, 'en');
    expect(one).toMatch(/>1 product</);
    expect(one).toContain('Show 1 product<');
    expect(await render(page(2), { q: 'x' }, 'en')).toMatch(/>2 products</);
    await activateLocale('fa');
  });
});
