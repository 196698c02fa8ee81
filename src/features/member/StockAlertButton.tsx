import { useLingui } from '@lingui/react/macro';
import { Link, useLocation } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import type { ProductListItem } from '../../../contract/catalog.ts';
import { BellIcon } from '../shell/icons.tsx';
import { useOffers } from '../../ui/use-offers.ts';
import { useLocaleParam } from '../../ui/use-locale.ts';
import { memberIdOf, useSessionState } from '../session/session-view.ts';

const StockAlertToggle = lazy(() => import('./StockAlertToggle.tsx'));

/**
 * "Tell me when it is back" on a product out of stock (issue 31 §5), where the backend offers it.
 * Signed out, it leads to sign-in and back; signed in (or offline with the member's saved view),
 * it is the member's toggle (StockAlertToggle), delivered through the outbox.
 */
export function StockAlertButton({ product }: { product: Pick<ProductListItem, 'id' | 'title' | 'stock'> }) {
  const { t } = useLingui();
  const localeParam = useLocaleParam();
  const memberId = useSessionState(memberIdOf);
  const here = useLocation({ select: (l) => l.href });
  const offered = useOffers('stockAlerts.add');
  if (product.stock > 0 || !offered) return null;
  if (memberId === null) {
    return (
      <Link to="/{-$locale}/member/signin" params={{ locale: localeParam }} search={{ redirect: here }} className="compare-button stock-alert">
        <BellIcon size={18} /> <span>{t`Sign in to hear when it is back`}</span>
      </Link>
    );
  }
  const loading = (
    <button type="button" className="compare-button stock-alert" disabled>
      <BellIcon size={18} /> <span>{t`Tell me when it is back`}</span>
    </button>
  );
  return (
    <Suspense fallback={loading}>
      <StockAlertToggle memberId={memberId} product={product} />
    </Suspense>
  );
}
