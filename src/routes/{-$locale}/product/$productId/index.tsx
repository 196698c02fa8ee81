import { createFileRoute, redirect } from '@tanstack/react-router';
import { loadProductPage } from '../../../../features/catalog/product-loader.ts';
import { pathId } from '../../../../lib/route-params.ts';

/**
 * `/product/{id}` without a slug goes straight to the product's canonical URL: one redirect, not
 * one to a placeholder slug and a second to the real one. (The product page reads the same data.)
 */
export const Route = createFileRoute('/{-$locale}/product/$productId/')({
  loader: async ({ params, context }) => {
    const id = pathId(params.productId);
    const data = await loadProductPage(context.locale, id);
    throw redirect({
      to: '/{-$locale}/product/$productId/$slug',
      params: { locale: params.locale, productId: String(data.product.id), slug: data.product.seo.url_keywords || '-' },
      replace: true,
    });
  },
});
