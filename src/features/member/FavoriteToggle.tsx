import { useLingui } from '@lingui/react/macro';
import type { Product } from '../../../contract/catalog.ts';
import { setFavorite, useIsFavorite } from './favorites-repo.ts';

/**
 * The member's heart (loaded only for members: it brings IndexedDB). It changes at once on this
 * device and the change goes through the outbox: it reaches the server once, when the network allows.
 */
export default function FavoriteToggle({ memberId, product }: { memberId: number; product: Product }) {
  const { t } = useLingui();
  const on = useIsFavorite(memberId, product.id) ?? false;
  const toggle = () => setFavorite(memberId, product, !on);
  return (
    <button type="button" className="compare-button" aria-pressed={on} onClick={() => void toggle()}>
      <span aria-hidden="true">{on ? '♥' : '♡'}</span> <span>{on ? t`Saved` : t`Save`}</span>
    </button>
  );
}
