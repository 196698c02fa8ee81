import { useLingui } from '@lingui/react/macro';
import { Link, useLocation } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import type { ProductListItem } from '../../../contract/catalog.ts';
import { useLocaleParam } from '../../ui/use-locale.ts';
import { memberIdOf, useSessionState } from '../session/session-view.ts';

const FavoriteToggle = lazy(() => import('./FavoriteToggle.tsx'));

/**
 * The heart on a product page. Signed out, it leads to sign-in and back. Signed in (or offline
 * with the member's saved view), it is the member's toggle (FavoriteToggle).
 */
export function FavoriteButton({ product }: { product: ProductListItem }) {
  const { t } = useLingui();
  const localeParam = useLocaleParam();
  const memberId = useSessionState(memberIdOf);
  const here = useLocation({ select: (l) => l.href });
  if (memberId === null) {
    return (
      <Link to="/{-$locale}/member/signin" params={{ locale: localeParam }} search={{ redirect: here }} className="compare-button">
        <span aria-hidden="true">♡</span> <span>{t`Sign in to save`}</span>
      </Link>
    );
  }
  const loading = (
    <button type="button" className="compare-button" disabled>
      <span aria-hidden="true">♡</span> <span>{t`Save`}</span>
    </button>
  );
  return (
    <Suspense fallback={loading}>
      <FavoriteToggle memberId={memberId} product={product} />
    </Suspense>
  );
}
