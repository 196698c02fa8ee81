import { createFileRoute } from '@tanstack/react-router';
import { fetchFaqs } from '../../../features/content/content-api.ts';
import { parseFaqSearch } from '../../../features/content/content-search.ts';
import { FaqPage } from '../../../features/content/FaqPages.tsx';
import { faqListHead } from '../../../features/seo/heads.ts';
import { headContext } from '../../../features/seo/page-head.ts';
import { ownSearch } from '../../../lib/own-search.ts';

export const Route = createFileRoute('/{-$locale}/faq/')({
  validateSearch: ownSearch(parseFaqSearch),
  loaderDeps: ({ search }) => search,
  loader: async ({ context, deps }) => {
    // The category tabs come from the unfiltered list, so they stay while a filter is on.
    const [all, shown] = await Promise.all([
      fetchFaqs(context.locale, {}),
      deps.category || deps.q ? fetchFaqs(context.locale, { categoryId: deps.category, q: deps.q }) : null,
    ]);
    return { all: all.data, shown: (shown ?? all).data };
  },
  head: import.meta.env.SSR ? ({ match, loaderData }) => faqListHead(headContext(match), loaderData?.all ?? []) : undefined,
  component: FaqRoute,
});

function FaqRoute() {
  return <FaqPage data={Route.useLoaderData()} search={Route.useSearch()} />;
}
