import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { QrCode } from '../../ui/QrCode.tsx';
import { useLocaleParam } from '../../ui/use-locale.ts';

/** A product's code as a QR code, to print and stick on a shelf or a box: the scanner opens the product from it, offline too. */
export default function ProductCode({ code }: { code: string }) {
  const { t } = useLingui();
  const localeParam = useLocaleParam();
  return (
    <figure className="product-code-figure">
      <QrCode text={code} label={t`QR code of the product code ${code}`} />
      <figcaption>
        <span dir="ltr">{code}</span>{' '}
        <button type="button" className="link-button" onClick={() => window.print()}>
          <Trans>Print</Trans>
        </button>{' '}
        <Link to="/{-$locale}/scan" params={{ locale: localeParam }}>
          <Trans>Scan a code</Trans>
        </Link>
      </figcaption>
    </figure>
  );
}
