import { createFileRoute, getRouteApi, redirect } from '@tanstack/react-router';
import { loadProductPage } from '../../../../features/catalog/product-loader.ts';
import { pathId } from '../../../../lib/route-params.ts';
import { ProductPage } from '../../../../features/catalog/ProductPage.tsx';
import { ProductPending } from '../../../../features/catalog/ProductPending.tsx';
import { productHead } from '../../../../features/seo/heads.ts';
import { headContext, layoutTree } from '../../../../features/seo/page-head.ts';

const layout = getRouteApi('/{-$locale}');

/** Spec §2: `/product/{id}/{slug}`; a stale or missing slug, or an id with leading zeros, is replaced by the canonical one. */
export const Route = createFileRoute('/{-$locale}/product/$productId/$slug')({
  loader: async ({ context, params }) => {
    const id = pathId(params.productId);
    const data = await loadProductPage(context.locale, id);
    const slug = data.product.seo.url_keywords;
    // The id as the canonical URL writes it (`01041` is 1041).
    const productId = String(data.product.id);
    if ((slug && slug !== params.slug) || productId !== params.productId) {
      throw redirect({
        to: '/{-$locale}/product/$productId/$slug',
        params: { locale: params.locale, productId, slug: slug || params.slug },
        replace: true,
      });
    }
    return data;
  },
  // A card's tap has drawn the page's outline already (ProductPreviewLayer); a slow read keeps it, as
  // this frame, which shows what is known and so need not stay the router's half second once drawn.
  pendingComponent: ProductPending,
  pendingMinMs: 0,
  head: import.meta.env.SSR ? ({ match, matches, loaderData }) => (loaderData ? productHead(headContext(match), loaderData.product, layoutTree(matches)) : {}) : undefined,
  component: ProductRoute,
});

function ProductRoute() {
  return <ProductPage data={Route.useLoaderData()} tree={layout.useLoaderData().tree} />;
}
