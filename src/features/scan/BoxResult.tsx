import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { ProductListItem } from '../../../contract/catalog.ts';
import type { Gs1Code } from '../../../shared/gs1.ts';
import { formatDate, formatNumber } from '../../i18n/format.ts';
import { ProductLink } from '../../product/links.tsx';
import { Code } from '../../ui/Code.tsx';
import { useLocale, useLocaleParam } from '../../ui/use-locale.ts';
import { boxVerdict, type LotRecord } from './box-check.ts';

/** What the scanner found of a box: `looking` while the product is looked up. */
export type BoxFound = { code: Gs1Code; today: string; product: ProductListItem | null | 'looking'; record: LotRecord };

/**
 * A scanned box's GS1 code (a DataMatrix or GS1-128 with its lot and expiry): whether the box has
 * expired (from the date in the code: offline too, and for a product this device does not know),
 * the product it is, its GTIN, lot and serial, and what the maker's record says of the lot.
 */
export function BoxResult({ found, onAgain }: { found: BoxFound; onAgain: () => void }) {
  const { t } = useLingui();
  const locale = useLocale();
  const localeParam = useLocaleParam();
  const { code, product, record } = found;
  const verdict = boxVerdict(code.expiry, found.today);
  const date = code.expiry ? formatDate(code.expiry, locale) : '';
  const days = verdict.state === 'undated' ? '' : formatNumber(Math.abs(verdict.days), locale);
  const recordDate = record.state === 'differs' ? formatDate(record.expiresOn, locale) : '';
  return (
    <section className="box-result" aria-labelledby="box-result-title" data-verdict={verdict.state}>
      <h2 id="box-result-title">{product === 'looking' ? t`Looking for the product…` : product ? product.title : t`A product this device does not know`}</h2>
      {verdict.state === 'expired' ? (
        <p className="box-verdict" role="alert">
          <strong>
            <Trans>Expired</Trans>
          </strong>{' '}
          {Math.abs(verdict.days) === 1 ? (
            <Trans>
              on {date} ({days} day ago). Do not use it.
            </Trans>
          ) : (
            <Trans>
              on {date} ({days} days ago). Do not use it.
            </Trans>
          )}
        </p>
      ) : verdict.state === 'near' ? (
        <p className="box-verdict" role="status">
          <strong>
            <Trans>Expires soon</Trans>
          </strong>{' '}
          {verdict.days === 0 ? <Trans>today, {date}.</Trans> : verdict.days === 1 ? <Trans>on {date}: {days} day left.</Trans> : <Trans>on {date}: {days} days left.</Trans>}
        </p>
      ) : verdict.state === 'usable' ? (
        <p className="box-verdict" role="status">
          <strong>
            <Trans>Usable</Trans>
          </strong>{' '}
          <Trans>
            until {date} ({days} days left).
          </Trans>
        </p>
      ) : (
        <p className="box-verdict" role="status">
          <Trans>The code carries no expiry date: read it on the box.</Trans>
        </p>
      )}
      <dl className="box-facts">
        <div>
          <dt>GTIN</dt>
          <dd>
            <Code>{code.gtin}</Code>
          </dd>
        </div>
        {code.lot ? (
          <div>
            <dt>
              <Trans>Lot</Trans>
            </dt>
            <dd>
              <Code>{code.lot}</Code>
            </dd>
          </div>
        ) : null}
        {code.expiry ? (
          <div>
            <dt>
              <Trans>Expiry date</Trans>
            </dt>
            <dd>{date}</dd>
          </div>
        ) : null}
        {code.serial ? (
          <div>
            <dt>
              <Trans>Serial</Trans>
            </dt>
            <dd>
              <Code>{code.serial}</Code>
            </dd>
          </div>
        ) : null}
      </dl>
      {record.state === 'checking' ? (
        <p className="box-record">
          <Trans>Checking the lot against the maker’s record…</Trans>
        </p>
      ) : record.state === 'recorded' ? (
        <p className="box-record">
          <Trans>This lot is on the maker’s record.</Trans>
        </p>
      ) : record.state === 'differs' ? (
        <p className="box-record box-record-warn" role="alert">
          <Trans>The maker’s record gives this lot another expiry date: {recordDate}. Check the box before use and tell us.</Trans>
        </p>
      ) : record.state === 'unrecorded' ? (
        <p className="box-record box-record-warn" role="alert">
          <Trans>This lot is not on the maker’s record. Check the box before use and tell us.</Trans>
        </p>
      ) : record.state === 'unchecked' ? (
        <p className="box-record">
          <Trans>Offline, the lot could not be checked against the maker’s record: the date above is the one in the code.</Trans>
        </p>
      ) : null}
      {product === null ? (
        <p className="box-record">
          <Trans>
            This device does not know the product with this GTIN. Online, try again; to know it offline next time,{' '}
            <Link to="/{-$locale}/offline" params={{ locale: localeParam }}>
              save its category for offline
            </Link>
            .
          </Trans>
        </p>
      ) : null}
      <div className="box-actions">
        {product && product !== 'looking' ? (
          <ProductLink id={product.id} slug={product.seo.url_keywords} className="button-primary">
            <Trans>Open the product page</Trans>
          </ProductLink>
        ) : null}
        <button type="button" className="button-secondary" onClick={onAgain}>
          <Trans>Scan another box</Trans>
        </button>
      </div>
    </section>
  );
}
