import { Trans } from '@lingui/react/macro';
import type { AvailabilityStatus } from '../../contract/catalog.ts';

export function AvailabilityTag({ status }: { status: AvailabilityStatus }) {
  return (
    <span className={`availability availability-${status}`}>
      {status === 'in_stock' ? <Trans>In stock</Trans> : null}
      {status === 'low_stock' ? <Trans>Only a few left</Trans> : null}
      {status === 'out_of_stock' ? <Trans>Out of stock</Trans> : null}
    </span>
  );
}
