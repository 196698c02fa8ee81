import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import type { Product } from '../../../contract/catalog.ts';
import { notify } from '../../ui/notifications.tsx';
import { useLocale, useLocaleParam } from '../../ui/use-locale.ts';
import { useSessionState } from '../session/session-store.ts';
import { addFavorite, removeFavorite } from './member-api.ts';

/**
 * The heart on a product page. Signed out, it leads to sign-in and back; signed in, it adds or
 * removes the favourite on the server. (Offline toggling through the outbox is the next step.)
 */
export function FavoriteButton({ product, initial = false }: { product: Product; initial?: boolean }) {
  const { t } = useLingui();
  const locale = useLocale();
  const localeParam = useLocaleParam();
  const signedIn = useSessionState((s) => s.matches('signedIn'));
  const [on, setOn] = useState(initial);
  const [busy, setBusy] = useState(false);
  if (!signedIn) {
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
  const title = product.title;
  const toggle = async () => {
    setBusy(true);
    try {
      if (on) await removeFavorite(locale, product.id);
      else await addFavorite(locale, product.id);
      setOn(!on);
      notify({ kind: 'success', key: 'fav', title: on ? t`Removed from favourites` : t`Saved to favourites`, description: title });
    } catch {
      notify({ kind: 'error', key: 'fav', title: t`Could not update your favourites`, description: t`Check your connection and try again.` });
    } finally {
      setBusy(false);
    }
  };
  return (
    <button type="button" className="compare-button" aria-pressed={on} disabled={busy} onClick={() => void toggle()}>
      <span aria-hidden="true">{on ? '♥' : '♡'}</span> <span>{on ? t`Saved` : t`Save`}</span>
    </button>
  );
}
