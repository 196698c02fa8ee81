import { redirect } from '@tanstack/react-router';
import { sessionSettled } from './session-view.ts';

/**
 * For pages that need a session (spec §2): wait until the session is known, then send a visitor
 * to sign-in and back here afterwards. An offline member keeps their read-only view. `locale`:
 * the route's `{-$locale}` param.
 */
export async function requireSession(locale: string | undefined, href: string) {
  const s = await sessionSettled().catch(() => null);
  if (s && (s.status === 'signedIn' || (s.status === 'offline' && s.lastUser))) return;
  throw redirect({ to: '/{-$locale}/member/signin', params: { locale: locale === 'en' ? 'en' : undefined }, search: { redirect: href } });
}

/**
 * A member route's `ssr` option. On the server the route is not loaded (the session and the
 * member's data are the device's) and its pending view is sent as the page's outline
 * (entry-server.tsx); in the browser it is a route like any other.
 */
export const ON_THE_DEVICE = import.meta.env.SSR ? (false as const) : undefined;
