import { Trans } from '@lingui/react/macro';
import type { OrderLine } from '../../../contract/store.ts';
import { formatDate, formatNumber } from '../../i18n/format.ts';
import { Code } from '../../ui/Code.tsx';
import { useLocale } from '../../ui/use-locale.ts';

/**
 * The lots a shipped line's boxes came from (issue 31 §4), each with its expiry and units, as the
 * order, the invoice and the packing slip print them: what a hospital records, and what a recall
 * is traced by. Units no recorded lot covered are said to be. Nothing before the order ships.
 */
export function ShippedLots({ line, className = 'doc-option' }: { line: Pick<OrderLine, 'lots' | 'quantity'>; className?: string }) {
  const locale = useLocale();
  if (!line.lots) return null;
  const covered = line.lots.reduce((n, l) => n + l.quantity, 0);
  const missing = formatNumber(line.quantity - covered, locale);
  return (
    <>
      {line.lots.map((l) => {
        const lot = <Code>{l.lot}</Code>;
        const date = formatDate(l.expires_on, locale);
        const units = formatNumber(l.quantity, locale);
        return (
          <span key={l.lot} className={`${className} shipped-lot`}>
            <Trans>
              Lot {lot}, expires {date}: {units}
            </Trans>
          </span>
        );
      })}
      {covered < line.quantity ? (
        <span className={`${className} shipped-lot`}>
          <Trans>Units without a recorded lot: {missing}</Trans>
        </span>
      ) : null}
    </>
  );
}
