import { Trans } from '@lingui/react/macro';
import { createContext, useContext } from 'react';
import { formatNumber, rialToToman } from '../i18n/format.ts';
import { useLocale } from '../ui/use-locale.ts';

/**
 * The unit amounts are shown in: Toman, as the shop and its buyers speak; Rial on an official
 * invoice (an organisation's), the legal currency in which the tax authority's forms are kept.
 */
export type PriceUnit = 'toman' | 'rial';
const PriceUnitContext = createContext<PriceUnit>('toman');
/** Every `Price` inside shows its amount in `value`. */
export const PriceUnitScope = PriceUnitContext.Provider;

/**
 * A Rial amount shown in Toman (or in Rial inside a `PriceUnitScope` of Rial): Persian digits in
 * fa, Latin in en. `toman`: the figure to show in Toman where a document's figures are rounded
 * together so that they add up (features/orders/toman-figures.ts); else the amount's own rounding.
 */
export function Price({ rial, toman, className }: { rial: number; toman?: number; className?: string }) {
  const locale = useLocale();
  const unit = useContext(PriceUnitContext);
  const amount = formatNumber(unit === 'rial' ? rial : (toman ?? rialToToman(rial)), locale);
  return (
    <span className={className ?? 'price'}>
      {unit === 'rial' ? (
        <Trans>
          {amount} <span className="currency">Rial</span>
        </Trans>
      ) : (
        <Trans>
          {amount} <span className="currency">Toman</span>
        </Trans>
      )}
    </span>
  );
}
