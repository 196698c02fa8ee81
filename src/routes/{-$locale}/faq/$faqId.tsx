import { createFileRoute } from '@tanstack/react-router';
import { fetchFaq } from '../../../features/content/content-api.ts';
import { FaqDetailPage } from '../../../features/content/FaqPages.tsx';
import { faqHead } from '../../../features/seo/heads.ts';
import { headContext } from '../../../features/seo/page-head.ts';
import { pathId } from '../../../lib/route-params.ts';

export const Route = createFileRoute('/{-$locale}/faq/$faqId')({
  loader: ({ context, params }) => {
    return fetchFaq(context.locale, pathId(params.faqId));
  },
  head: import.meta.env.SSR ? ({ match, loaderData }) => (loaderData ? faqHead(headContext(match), loaderData) : {}) : undefined,
  component: FaqDetailRoute,
});

function FaqDetailRoute() {
  return <FaqDetailPage faq={Route.useLoaderData()} />;
}
