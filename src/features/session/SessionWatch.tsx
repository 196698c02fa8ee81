import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { localeOfPath, stripLocale } from '../../../shared/locale.ts';
import { isPrivatePage } from '../../../shared/site-paths.ts';
import { onSessionChange } from './session-state.ts';

/**
 * Spec §4 and §8: when the server refuses the session (a refresh refused, the session revoked),
 * a member on one of their own pages goes to sign-in at once, and back here afterwards, not at
 * their next navigation. (Offline is not refused: the member keeps their saved view.)
 */
export function SessionWatch() {
  const router = useRouter();
  useEffect(
    () =>
      onSessionChange((s) => {
        if (s.status !== 'signedOut') return;
        const { pathname, href } = router.state.location;
        const path = stripLocale(pathname);
        if (!isPrivatePage(path) || path.startsWith('/member')) return;
        void router.navigate({
          to: '/{-$locale}/member/signin',
          params: { locale: localeOfPath(pathname) === 'en' ? 'en' : undefined },
          search: { redirect: href },
          replace: true,
        });
      }),
    [router],
  );
  return null;
}
