import { createFileRoute, redirect } from '@tanstack/react-router';
import { fetchNews } from '../../../../features/content/content-api.ts';
import { NewsPage } from '../../../../features/content/NewsPages.tsx';
import { newsHead } from '../../../../features/seo/heads.ts';
import { headContext } from '../../../../features/seo/page-head.ts';
import { pathId } from '../../../../lib/route-params.ts';

export const Route = createFileRoute('/{-$locale}/news/$newsId/$slug')({
  loader: async ({ context, params }) => {
    const id = pathId(params.newsId);
    const item = await fetchNews(context.locale, id);
    if (item.seo.url_keywords !== params.slug || String(id) !== params.newsId) {
      throw redirect({
        to: '/{-$locale}/news/$newsId/$slug',
        params: { locale: params.locale, newsId: String(id), slug: item.seo.url_keywords },
        replace: true,
      });
    }
    return item;
  },
  head: import.meta.env.SSR ? ({ match, loaderData }) => (loaderData ? newsHead(headContext(match), loaderData) : {}) : undefined,
  component: NewsRoute,
});

function NewsRoute() {
  return <NewsPage item={Route.useLoaderData()} />;
}
