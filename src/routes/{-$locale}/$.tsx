import { createFileRoute } from '@tanstack/react-router';
import { NotFoundPage } from '../../features/shell/StatusPage.tsx';

/** Any other path: the 404 page, in the page's language and frame. */
export const Route = createFileRoute('/{-$locale}/$')({ component: NotFoundPage });
