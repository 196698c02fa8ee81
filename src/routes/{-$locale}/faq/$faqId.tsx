import { createFileRoute, notFound } from '@tanstack/react-router';
import { fetchFaq } from '../../../features/content/content-api.ts';
import { FaqDetailPage } from '../../../features/content/FaqPages.tsx';

export const Route = createFileRoute('/{-$locale}/faq/$faqId')({
  loader: ({ context, params }) => {
    if (!/^\d{1,9}$/.test(params.faqId)) throw notFound();
    return fetchFaq(context.locale, Number(params.faqId));
  },
  component: FaqDetailRoute,
});

function FaqDetailRoute() {
  return <FaqDetailPage faq={Route.useLoaderData()} />;
}
