import { createFileRoute } from '@tanstack/react-router';
import { fetchNewsList } from '../../../features/content/content-api.ts';
import { newsSection, parseNewsSearch } from '../../../features/content/content-search.ts';
import { NewsListPage } from '../../../features/content/NewsPages.tsx';
import { newsListHead } from '../../../features/seo/heads.ts';
import { headContext } from '../../../features/seo/page-head.ts';
import { markPastTheEnd } from '../../../product/pagination.ts';
import { ownSearch } from '../../../lib/own-search.ts';

/** News: articles (category 112) and, with `?section=events`, events (111). */
export const Route = createFileRoute('/{-$locale}/news/')({
  validateSearch: ownSearch(parseNewsSearch),
  loaderDeps: ({ search }) => search,
  loader: async ({ context, deps }) =>
    markPastTheEnd(await fetchNewsList(context.locale, { section: newsSection(deps), page: deps.page ?? 1, q: deps.q }), deps.page ?? 1),
  head: import.meta.env.SSR ? ({ match }) => newsListHead(headContext(match), match.search.section === 'events') : undefined,
  component: NewsListRoute,
});

function NewsListRoute() {
  return <NewsListPage list={Route.useLoaderData()} search={Route.useSearch()} />;
}
