import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { Product } from '../../../contract/catalog.ts';
import { useLocale, useLocaleParam } from '../../ui/use-locale.ts';
import { kickOutbox, requestBackgroundSync } from '../outbox/outbox-runner.ts';
import { useSessionState } from '../session/session-store.ts';
import { setFavorite, useIsFavorite } from './favorites-repo.ts';

/**
 * The heart on a product page. Signed out, it leads to sign-in and back. Signed in (or offline
 * with the member's saved view), it changes at once on this device and the change goes through
 * the outbox: it reaches the server once, when the network allows.
 */
export function FavoriteButton({ product }: { product: Product }) {
  const { t } = useLingui();
  const locale = useLocale();
  const localeParam = useLocaleParam();
  const memberId = useSessionState((s) => s.context.session?.user.id ?? s.context.lastUser?.id ?? null);
  const on = useIsFavorite(memberId, product.id) ?? false;
  if (memberId === null) {
    return (
      <Link
        to="/{-$locale}/member/signin"
        params={{ locale: localeParam }}
        search={{ redirect: typeof location === 'undefined' ? '/' : location.pathname }}
        className="compare-button"
      >
        <span aria-hidden="true">♡</span> <span>{t`Sign in to save`}</span>
      </Link>
    );
  }
  const toggle = async () => {
    await setFavorite(memberId, product, !on, locale);
    void kickOutbox();
    void requestBackgroundSync();
  };
  return (
    <button type="button" className="compare-button" aria-pressed={on} onClick={() => void toggle()}>
      <span aria-hidden="true">{on ? '♥' : '♡'}</span> <span>{on ? t`Saved` : t`Save`}</span>
    </button>
  );
}
