import { createFileRoute } from '@tanstack/react-router';
import { SignInPage } from '../../../features/auth/SignInPage.tsx';
import { ownSearch } from '../../../lib/own-search.ts';

const parseRedirect = (raw: Record<string, unknown>) =>
  typeof raw.redirect === 'string' && raw.redirect.startsWith('/') && !raw.redirect.startsWith('//') ? { redirect: raw.redirect } : {};

export const Route = createFileRoute('/{-$locale}/member/signin')({
  validateSearch: ownSearch((raw: Record<string, unknown>): { redirect?: string } => parseRedirect(raw)),
  component: SignInRoute,
});

function SignInRoute() {
  return <SignInPage mode="signin" redirect={Route.useSearch().redirect} />;
}
