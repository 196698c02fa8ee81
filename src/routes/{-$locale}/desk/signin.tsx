import { createFileRoute } from '@tanstack/react-router';
import { DeskSignIn } from '../../../features/desk/DeskSignIn.tsx';

const parseRedirect = (raw: Record<string, unknown>) =>
  typeof raw.redirect === 'string' && raw.redirect.startsWith('/') && !raw.redirect.startsWith('//') ? { redirect: raw.redirect } : {};

export const Route = createFileRoute('/{-$locale}/desk/signin')({
  validateSearch: (raw: Record<string, unknown>): { redirect?: string } => parseRedirect(raw),
  component: DeskSignInRoute,
});

function DeskSignInRoute() {
  return <DeskSignIn redirect={Route.useSearch().redirect} />;
}
