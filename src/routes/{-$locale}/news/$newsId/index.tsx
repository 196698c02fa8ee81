import { createFileRoute, redirect } from '@tanstack/react-router';
import { fetchNews } from '../../../../features/content/content-api.ts';
import { pathId } from '../../../../lib/route-params.ts';

/** `/news/{id}` without a slug (a link cut short) goes to the item's canonical URL, as a product's does. */
export const Route = createFileRoute('/{-$locale}/news/$newsId/')({
  loader: async ({ params, context }) => {
    const id = pathId(params.newsId);
    const item = await fetchNews(context.locale, id);
    throw redirect({
      to: '/{-$locale}/news/$newsId/$slug',
      params: { locale: params.locale, newsId: String(id), slug: item.seo.url_keywords },
      replace: true,
    });
  },
});
