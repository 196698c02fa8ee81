/**
 * Buying by the box (issue 31 §5) in words: how many boxes of how many units, a line's charge
 * (boxes at the box's price, the rest by the unit), and what a product offers by the box and by
 * quantity. The cart, the product page, the order and its papers all say it so.
 */
import { Trans } from '@lingui/react/macro';
import type { Pack, PriceTier } from '../../shared/pack-pricing.ts';
import { formatNumber } from '../i18n/format.ts';
import { useLocale } from '../ui/use-locale.ts';
import { Price } from './Price.tsx';

/** "2 boxes of 12". */
export function BoxCount({ count, size }: { count: number; size: number }) {
  const locale = useLocale();
  const n = formatNumber(count, locale);
  const s = formatNumber(size, locale);
  return count === 1 ? <Trans>{n} box of {s}</Trans> : <Trans>{n} boxes of {s}</Trans>;
}

/** "3 units". */
export function UnitCount({ count }: { count: number }) {
  const locale = useLocale();
  const n = formatNumber(count, locale);
  return count === 1 ? <Trans>{n} unit</Trans> : <Trans>{n} units</Trans>;
}

/** A line's whole boxes, as an order's line or a priced line says them. */
export type LineBoxes = { count: number; size: number; price: number } | null | undefined;

/**
 * How a line of `quantity` is charged: "2 boxes of 12 × 1,328,400 + 3 units × 123,000", or, all
 * units, "123,000 × 5"; then its amount.
 */
export function LineCharge({ quantity, unitPrice, boxes, total }: { quantity: number; unitPrice: number; boxes: LineBoxes; total: number }) {
  const locale = useLocale();
  const rest = boxes ? quantity - boxes.count * boxes.size : quantity;
  return (
    <>
      {boxes ? (
        <>
          <BoxCount count={boxes.count} size={boxes.size} /> × <Price rial={boxes.price} />
          {rest > 0 ? (
            <>
              {' + '}
              <UnitCount count={rest} /> × <Price rial={unitPrice} />
            </>
          ) : null}
        </>
      ) : (
        <>
          <Price rial={unitPrice} /> × <bdi>{formatNumber(quantity, locale)}</bdi>
        </>
      )}{' '}
      = <Price rial={total} className="price price-strong" />
    </>
  );
}

/** Under a quantity: "(2 boxes of 12 + 3 units)", when some of it comes in whole boxes. */
export function QuantityInBoxes({ quantity, boxes, className = 'doc-option' }: { quantity: number; boxes: LineBoxes; className?: string }) {
  if (!boxes) return null;
  const rest = quantity - boxes.count * boxes.size;
  return (
    <span className={className}>
      <BoxCount count={boxes.count} size={boxes.size} />
      {rest > 0 ? (
        <>
          {' + '}
          <UnitCount count={rest} />
        </>
      ) : null}
    </span>
  );
}

/** "Box of 12: 13,284,000 Toman": a box's price, beside a line of fewer units than a box. */
export function BoxPrice({ pack, className }: { pack: Pack; className?: string }) {
  const locale = useLocale();
  const size = formatNumber(pack.size, locale);
  return (
    <p className={className}>
      <Trans>
        Box of {size}: <Price rial={pack.price} />
      </Trans>
    </p>
  );
}

/**
 * A product's offer by the box and by quantity, beside its price: "Box of 12: 1,328,400 Toman
 * (110,700 a unit)" and "From 36 units: 104,550 Toman a unit". Nothing when it has neither.
 */
export function PackOffer({ pack, tiers, surcharge = 0 }: { pack: Pack | null | undefined; tiers: readonly PriceTier[] | undefined; surcharge?: number }) {
  const locale = useLocale();
  if (!pack && !tiers?.length) return null;
  const size = pack ? formatNumber(pack.size, locale) : '';
  return (
    <ul className="pack-offer">
      {pack ? (
        <li>
          <Trans>
            Box of {size}: <Price rial={pack.price + surcharge * pack.size} />
          </Trans>{' '}
          <span className="pack-offer-unit">
            <Trans>
              (<Price rial={Math.round(pack.price / pack.size) + surcharge} className="price-plain" /> a unit)
            </Trans>
          </span>
        </li>
      ) : null}
      {(tiers ?? []).map((tier) => (
        <TierOffer key={tier.from} from={tier.from} unitPrice={tier.unit_price + surcharge} />
      ))}
    </ul>
  );
}

function TierOffer({ from, unitPrice }: { from: number; unitPrice: number }) {
  const locale = useLocale();
  const units = formatNumber(from, locale);
  return (
    <li>
      <Trans>
        From {units} units: <Price rial={unitPrice} /> a unit
      </Trans>
    </li>
  );
}
