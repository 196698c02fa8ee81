import { useLingui } from '@lingui/react/macro';
import type { ProductListItem } from '../../../contract/catalog.ts';
import { setFavorite, useIsFavorite } from './favorites-repo.ts';
import { useOutbox } from '../outbox/use-outbox.ts';

/**
 * The member's heart (loaded only for members: it brings IndexedDB). It changes at once on this
 * device and the change goes through the outbox: it reaches the server once, when the network allows.
 */
export default function FavoriteToggle({ memberId, product }: { memberId: number; product: ProductListItem }) {
  const { t } = useLingui();
  const on = useIsFavorite(memberId, product.id) ?? false;
  const toggle = () => setFavorite(memberId, product, !on);
  // A change not yet on the server says so where it was made.
  const waiting = (useOutbox(memberId) ?? []).some((e) => e.subject === `product:${product.id}` && e.kind.startsWith('favorite.') && (e.status === 'queued' || e.status === 'sending'));
  return (
    <span className="favorite-toggle">
      <button type="button" className="compare-button" aria-pressed={on} onClick={() => void toggle()}>
        <span aria-hidden="true">{on ? '♥' : '♡'}</span> <span>{on ? t`Saved` : t`Save`}</span>
      </button>
      {waiting ? (
        <span className="pending-note" role="status">
          {t`Will be sent when you are online`}
        </span>
      ) : null}
    </span>
  );
}
