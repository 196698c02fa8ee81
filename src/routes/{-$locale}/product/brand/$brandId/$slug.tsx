import { createFileRoute, redirect } from '@tanstack/react-router';
import { loadBrandPage } from '../../../../../features/catalog/brand-loader.ts';
import { BrandPage } from '../../../../../features/catalog/BrandPage.tsx';
import { parseListSearch } from '../../../../../features/catalog/catalog-search.ts';
import { brandHead } from '../../../../../features/seo/heads.ts';
import { headContext } from '../../../../../features/seo/page-head.ts';
import { ownSearch } from '../../../../../lib/own-search.ts';
import { pathId } from '../../../../../lib/route-params.ts';

/** `/product/brand/{id}/{slug}`: a stale slug is replaced by the canonical one. */
export const Route = createFileRoute('/{-$locale}/product/brand/$brandId/$slug')({
  validateSearch: ownSearch(parseListSearch),
  loaderDeps: ({ search }) => search,
  loader: async ({ context, params, deps }) => {
    const data = await loadBrandPage(context.locale, pathId(params.brandId), deps);
    const slug = data.brand.seo.url_keywords;
    if (slug && slug !== params.slug) {
      throw redirect({
        to: '/{-$locale}/product/brand/$brandId/$slug',
        params: { locale: params.locale, brandId: params.brandId, slug },
        search: deps,
        replace: true,
      });
    }
    return data;
  },
  head: import.meta.env.SSR ? ({ match, loaderData }) => (loaderData ? brandHead(headContext(match), loaderData.brand) : {}) : undefined,
  component: BrandRoute,
});

function BrandRoute() {
  return <BrandPage data={Route.useLoaderData()} search={Route.useSearch()} />;
}
