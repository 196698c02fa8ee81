import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import type { ProductListItem } from '../../../contract/catalog.ts';
import { BellIcon } from '../shell/icons.tsx';
import { useLocale } from '../../ui/use-locale.ts';
import { stockAlertSubject } from '../../device/outbox/outbox-kinds.ts';
import { WaitingNote } from '../outbox/WaitingNote.tsx';
import { refreshStockAlerts, setStockAlert, useStockAlert } from './stock-alerts-repo.ts';

/**
 * The member's "tell me when it is back" (loaded only for members: it brings IndexedDB). It changes
 * at once on this device; the change reaches the server once, through the outbox. The member is then
 * told once (inbox, push, SMS) when the product has stock again.
 */
export default function StockAlertToggle({ memberId, product }: { memberId: number; product: Pick<ProductListItem, 'id' | 'title'> }) {
  const { t } = useLingui();
  const locale = useLocale();
  const on = useStockAlert(memberId, product.id) ?? false;
  // The server's list, when it can be read: an alert told on another device is no longer waiting.
  useEffect(() => {
    void refreshStockAlerts(memberId, locale).catch(() => undefined);
  }, [memberId, locale]);
  return (
    <span className="favorite-toggle stock-alert">
      <button type="button" className="compare-button" aria-pressed={on} onClick={() => void setStockAlert(memberId, product, !on)}>
        <BellIcon size={18} off={!on} /> <span>{on ? t`We will tell you when it is back` : t`Tell me when it is back`}</span>
      </button>
      <WaitingNote memberId={memberId} subject={stockAlertSubject(product.id)} kinds="stock_alert." />
    </span>
  );
}
