import { createFileRoute } from '@tanstack/react-router';
import { DeskSignIn } from '../../../features/desk/DeskSignIn.tsx';
import { ownSearch } from '../../../lib/own-search.ts';

const parseRedirect = (raw: Record<string, unknown>) =>
  typeof raw.redirect === 'string' && raw.redirect.startsWith('/') && !raw.redirect.startsWith('//') ? { redirect: raw.redirect } : {};

export const Route = createFileRoute('/{-$locale}/desk/signin')({
  validateSearch: ownSearch((raw: Record<string, unknown>): { redirect?: string } => parseRedirect(raw)),
  component: DeskSignInRoute,
});

function DeskSignInRoute() {
  return <DeskSignIn redirect={Route.useSearch().redirect} />;
}
