import { useLingui } from '@lingui/react/macro';
import { useParams, useRouter } from '@tanstack/react-router';
import { useEffect, useLayoutEffect, useSyncExternalStore } from 'react';
import { Price } from '../../product/Price.tsx';
import { hidePreview, PAINT_MARK, previewOf, shownPreview, subscribePreview, type ProductPreview } from '../../product/product-preview.ts';
import { PageSkeleton } from '../shell/PageSkeleton.tsx';
import { ProductTitle } from '../../ui/ProductTitle.tsx';

/** The product page's outline with what the tapped card showed: its title, photo and price, where the page puts them. */
function ProductOutline({ preview }: { preview: ProductPreview }) {
  const { t } = useLingui();
  return (
    <div className="container product-page product-pending" role="status" aria-busy="true">
      <span className="visually-hidden">{t`Loading…`}</span>
      <div className="skeleton skeleton-line breadcrumbs-outline" />
      <div className="product-layout">
        <div className="gallery">{preview.photo ? <img className="preview-photo" src={preview.photo} alt="" width="500" height="500" {...PAINT_MARK} /> : <div className="skeleton preview-photo" />}</div>
        <div className="product-info">
          {/* Not a heading: the page it stands for has its own, and the page underneath still has its one. */}
          <p className="preview-title" {...PAINT_MARK}>
            <ProductTitle text={preview.title} />
          </p>
          <div className="skeleton skeleton-line" style={{ width: '45%' }} />
          <div className="buy-box">
            <p className="buy-box-price">
              <Price rial={preview.price} />
            </p>
            <div className="skeleton skeleton-title" style={{ width: '100%' }} />
          </div>
        </div>
      </div>
    </div>
  );
}

/**
 * The product page's frame while slow reads answer (the route's pending component, after the
 * router's second): the tapped card's outline, or opened from elsewhere (an address, a suggestion)
 * the site's skeleton. It takes over from the layer the tap drew, in the same frame.
 */
export function ProductPending() {
  const { productId } = useParams({ strict: false });
  const preview = previewOf(Number(productId));
  useLayoutEffect(hidePreview, []);
  return preview ? <ProductOutline preview={preview} /> : <PageSkeleton />;
}

/**
 * The tapped card's outline over the page it was tapped on, from the tap until the navigation
 * draws its own frame (issue 30 §2): below the header, which stays. Gone when the navigation
 * ends however it ends (the pending frame, the page, an error, a redirect elsewhere).
 */
export function ProductPreviewLayer() {
  const router = useRouter();
  const shown = useSyncExternalStore(subscribePreview, shownPreview, () => null);
  useEffect(() => router.subscribe('onResolved', hidePreview), [router]);
  if (!shown) return null;
  return (
    <div className="preview-layer" style={{ top: shown.top }}>
      <ProductOutline preview={shown.preview} />
    </div>
  );
}
