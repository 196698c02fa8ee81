/** A delivery recipient as every page shows one: who, where, their mobile and the postal code. */
import { Trans } from '@lingui/react/macro';
import type { Recipient } from '../../../contract/store.ts';
import { localDigits, placeLine } from '../../i18n/format.ts';
import { useLocale } from '../../ui/use-locale.ts';
import '../orders/order.css';

export function RecipientLines({ recipient: r }: { recipient: Pick<Recipient, 'name' | 'mobile' | 'postal_code' | 'address' | 'province' | 'city'> }) {
  const locale = useLocale();
  return (
    <>
      <strong>{r.name}</strong>
      <span className="choice-detail">{placeLine([r.province.title, r.city.title, r.address], locale)}</span>
      <span className="choice-detail">
        <bdi dir="ltr">{localDigits(`0${r.mobile}`, locale)}</bdi> · <Trans>Postal code</Trans> <bdi>{localDigits(r.postal_code, locale)}</bdi>
      </span>
    </>
  );
}
