import { createFileRoute, notFound } from '@tanstack/react-router';
import { NotFoundPage } from '../../features/shell/StatusPage.tsx';

/** Any other path: the 404 page, in the page's language and frame, with a 404 status from the server. */
export const Route = createFileRoute('/{-$locale}/$')({
  loader: () => {
    throw notFound();
  },
  notFoundComponent: NotFoundPage,
  component: NotFoundPage,
});
