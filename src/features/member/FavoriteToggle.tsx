import { useLingui } from '@lingui/react/macro';
import type { Product } from '../../../contract/catalog.ts';
import { useLocale } from '../../ui/use-locale.ts';
import { kickOutbox, requestBackgroundSync } from '../outbox/outbox-runner.ts';
import { setFavorite, useIsFavorite } from './favorites-repo.ts';

/**
 * The member's heart (loaded only for members: it brings IndexedDB). It changes at once on this
 * device and the change goes through the outbox: it reaches the server once, when the network allows.
 */
export default function FavoriteToggle({ memberId, product }: { memberId: number; product: Product }) {
  const { t } = useLingui();
  const locale = useLocale();
  const on = useIsFavorite(memberId, product.id) ?? false;
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
