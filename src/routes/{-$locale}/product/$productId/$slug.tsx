import { createFileRoute, getRouteApi, notFound, redirect } from '@tanstack/react-router';
import { loadProductPage } from '../../../../features/catalog/product-loader.ts';
import { ProductPage } from '../../../../features/catalog/ProductPage.tsx';
import { ProductPending } from '../../../../features/catalog/ProductPending.tsx';
import { productHead } from '../../../../features/seo/heads.ts';
import { headContext, layoutTree } from '../../../../features/seo/page-head.ts';

const layout = getRouteApi('/{-$locale}');

/** Spec §2: `/product/{id}/{slug}`; a stale or missing slug is replaced by the canonical one. */
export const Route = createFileRoute('/{-$locale}/product/$productId/$slug')({
  loader: async ({ context, params }) => {
    if (!/^\d{1,9}$/.test(params.productId)) throw notFound();
    const data = await loadProductPage(context.locale, Number(params.productId));
    const slug = data.product.seo.url_keywords;
    if (slug && slug !== params.slug) {
      throw redirect({
        to: '/{-$locale}/product/$productId/$slug',
        params: { locale: params.locale, productId: params.productId, slug },
        replace: true,
      });
    }
    return data;
  },
  // A card's tap has drawn the page's outline already (ProductPreviewLayer); a slow read keeps it, as
  // this frame, which shows what is known and so need not stay the router's half second once drawn.
  pendingComponent: ProductPending,
  pendingMinMs: 0,
  head: ({ match, matches, loaderData }) => (loaderData ? productHead(headContext(match), loaderData.product, layoutTree(matches)) : {}),
  component: ProductRoute,
});

function ProductRoute() {
  return <ProductPage data={Route.useLoaderData()} tree={layout.useLoaderData().tree} />;
}
