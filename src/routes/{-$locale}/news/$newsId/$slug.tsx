import { createFileRoute, notFound, redirect } from '@tanstack/react-router';
import { fetchNews } from '../../../../features/content/content-api.ts';
import { NewsPage } from '../../../../features/content/NewsPages.tsx';
import { newsHead } from '../../../../features/seo/heads.ts';
import { headContext } from '../../../../features/seo/page-head.ts';

export const Route = createFileRoute('/{-$locale}/news/$newsId/$slug')({
  loader: async ({ context, params }) => {
    if (!/^\d{1,9}$/.test(params.newsId)) throw notFound();
    const item = await fetchNews(context.locale, Number(params.newsId));
    if (item.seo.url_keywords !== params.slug) {
      throw redirect({
        to: '/{-$locale}/news/$newsId/$slug',
        params: { locale: params.locale, newsId: params.newsId, slug: item.seo.url_keywords },
        replace: true,
      });
    }
    return item;
  },
  head: ({ match, loaderData }) => (loaderData ? newsHead(headContext(match), loaderData) : {}),
  component: NewsRoute,
});

function NewsRoute() {
  return <NewsPage item={Route.useLoaderData()} />;
}
