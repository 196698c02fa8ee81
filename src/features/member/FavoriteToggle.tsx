import { useLingui } from '@lingui/react/macro';
import type { ProductListItem } from '../../../contract/catalog.ts';
import { setFavorite, useIsFavorite } from './favorites-repo.ts';
import { WaitingNote } from '../outbox/WaitingNote.tsx';

/**
 * The member's heart (loaded only for members: it brings IndexedDB). It changes at once on this
 * device and the change goes through the outbox: it reaches the server once, when the network allows.
 */
export default function FavoriteToggle({ memberId, product }: { memberId: number; product: ProductListItem }) {
  const { t } = useLingui();
  const on = useIsFavorite(memberId, product.id) ?? false;
  const toggle = () => setFavorite(memberId, product, !on);
  return (
    <span className="favorite-toggle">
      <button type="button" className="compare-button" aria-pressed={on} onClick={() => void toggle()}>
        <span aria-hidden="true">{on ? '♥' : '♡'}</span> <span>{on ? t`Saved` : t`Save`}</span>
      </button>
      {/* A change not yet on the server says so where it was made. */}
      <WaitingNote memberId={memberId} subject={`product:${product.id}`} kinds="favorite." />
    </span>
  );
}
