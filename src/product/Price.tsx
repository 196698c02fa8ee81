import { Trans } from '@lingui/react/macro';
import { formatNumber, rialToToman } from '../i18n/format.ts';
import { useLocale } from '../ui/use-locale.ts';

/** A Rial amount shown in Toman: Persian digits in fa, Latin in en. */
export function Price({ rial, className }: { rial: number; className?: string }) {
  const locale = useLocale();
  const amount = formatNumber(rialToToman(rial), locale);
  return (
    <span className={className ?? 'price'}>
      <Trans>
        {amount} <span className="currency">Toman</span>
      </Trans>
    </span>
  );
}
