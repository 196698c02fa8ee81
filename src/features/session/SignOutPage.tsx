import { Trans } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useLocaleParam } from '../../ui/use-locale.ts';
import { signOut } from './session-view.ts';

/** Signs out on the server, wipes the member's data on this device, then goes home. */
export function SignOutPage() {
  const navigate = useNavigate();
  const locale = useLocaleParam();
  useEffect(() => {
    let cancelled = false;
    void (async () => {
      await signOut().catch(() => null);
      if (!cancelled) void navigate({ to: '/{-$locale}', params: { locale }, replace: true });
    })();
    return () => {
      cancelled = true;
    };
  }, [navigate, locale]);
  return (
    <p className="auth-page" role="status">
      <Trans>Signing you out…</Trans>
    </p>
  );
}
