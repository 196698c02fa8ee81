import { createFileRoute, redirect } from '@tanstack/react-router';

/** `/product/{id}` without a slug goes to the product page, which puts the canonical slug in. */
export const Route = createFileRoute('/{-$locale}/product/$productId/')({
  beforeLoad: ({ params }) => {
    throw redirect({
      to: '/{-$locale}/product/$productId/$slug',
      params: { locale: params.locale, productId: params.productId, slug: '-' },
      replace: true,
    });
  },
});
