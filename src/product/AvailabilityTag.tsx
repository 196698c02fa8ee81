import { Trans } from '@lingui/react/macro';
import type { AvailabilityStatus } from '../../contract/catalog.ts';
import { formatNumber } from '../i18n/format.ts';
import { useLocale } from '../ui/use-locale.ts';

/** In stock, low (with how many are left, where the page knows: the product page), or out. */
export function AvailabilityTag({ status, stock }: { status: AvailabilityStatus; stock?: number }) {
  const locale = useLocale();
  const left = stock === undefined ? '' : formatNumber(stock, locale);
  return (
    <span className={`availability availability-${status}`}>
      {status === 'in_stock' ? <Trans>In stock</Trans> : null}
      {status === 'low_stock' ? stock === undefined ? <Trans>Only a few left</Trans> : <Trans>Only {left} left</Trans> : null}
      {status === 'out_of_stock' ? <Trans>Out of stock</Trans> : null}
    </span>
  );
}
