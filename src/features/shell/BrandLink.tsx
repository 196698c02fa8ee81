import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { MAY_COME_INLINE } from '../../ui/media-image.ts';
import { useLocaleParam } from '../../ui/use-locale.ts';

/** The logo and name, linking home in the page's language. */
export function BrandLink() {
  const locale = useLocaleParam();
  return (
    <Link to="/{-$locale}" params={{ locale }} activeOptions={{ exact: true, includeSearch: false }} className="brand">
      <img src="/favicon.svg" alt="" width="32" height="32" {...MAY_COME_INLINE} />
      <span>
        <Trans>Medical Supplies</Trans>
      </span>
    </Link>
  );
}
