import { Trans, useLingui } from '@lingui/react/macro';
import { Await } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useLayoutEffect, useRef, useState, type ComponentProps } from 'react';
import type { Availability, CategoryNode, Product, ProductListItem, Review } from '../../../contract/catalog.ts';
import type { ListResponse } from '../../../contract/common.ts';
import { ProductGrid } from '../../product/ProductCard.tsx';
import { formatDate, formatNumber, localDigits } from '../../i18n/format.ts';
import { Code } from '../../ui/Code.tsx';
import { useLocale } from '../../ui/use-locale.ts';
import { usePageTitle } from '../../ui/use-page-title.ts';
import { categoryChain } from '../../product/menu.ts';
import { AvailabilityTag } from '../../product/AvailabilityTag.tsx';
import { Breadcrumbs } from './Breadcrumbs.tsx';
import { Price } from '../../product/Price.tsx';
import { PackOffer } from '../../product/PackWords.tsx';
import { CompareButton } from '../compare/CompareButton.tsx';
import { FavoriteButton } from '../member/FavoriteButton.tsx';
import { ShareButton } from './ShareButton.tsx';
import { StockAlertButton } from '../member/StockAlertButton.tsx';
import { BrandLink } from '../../product/links.tsx';
import { AddToCart } from '../cart/AddToCart.tsx';
import { track } from '../analytics/analytics.ts';
import { CardActions } from '../cart/CardActions.tsx';

import { ProductDocuments } from './ProductDocuments.tsx';
import { MAY_COME_INLINE, mediaImage } from '../../ui/media-image.ts';
import { hidePreview, PAINT_MARK } from '../../product/product-preview.ts';
import { fetchLiveAvailability } from '../../product/catalog-api.ts';
import type { Locale } from '../../i18n/locale.ts';
import { recordView } from '../recent/recent-views.ts';
import { ProductTitle } from '../../ui/ProductTitle.tsx';
import { nearPart } from '../../ui/near-part.tsx';

export type ProductPageData = {
  product: Product;
  availability: Availability | null;
  /** Null when they could not be loaded (offline and never seen): the section says so. */
  reviews: ListResponse<Review> | null;
  related: Promise<ProductListItem[]>;
};

/**
 * The product's photos: on phones a slide of the swipeable row (88% of it, the next one peeking,
 * or all of it for a single photo), half the screen on tablets (two columns), at most 600 px wider up. The
 * main photo and the phone's first are the same file.
 */
const PHOTO_WIDTHS = [480, 640, 960] as const;
const PHOTO_SIZES_ROW = '(max-width: 599.98px) calc(88vw - 20px), (max-width: 900px) 50vw, 600px';
const PHOTO_SIZES_ALONE = '(max-width: 599.98px) calc(100vw - 24px), (max-width: 900px) 50vw, 600px';

/**
 * The product's photos. A photo this device cannot load (offline, never saved) is left out rather
 * than shown broken, and the gallery says so; on a phone, dots under the row say which photo is showing.
 */
function Gallery({ product }: { product: Product }) {
  const { t } = useLingui();
  const locale = useLocale();
  const [index, setIndex] = useState(0);
  const [missing, setMissing] = useState<readonly string[]>([]);
  const [showing, setShowing] = useState(0);
  const root = useRef<HTMLDivElement>(null);
  const lose = (url: string) => setMissing((m) => (m.includes(url) ? m : [...m, url]));
  // A photo that failed before the page came alive (the server's page, offline) fired its error unheard.
  useEffect(() => {
    root.current?.querySelectorAll<HTMLImageElement>('img[data-photo]').forEach((img) => {
      if (img.complete && img.naturalWidth === 0) lose(img.dataset.photo!);
    });
  }, []);
  const images = product.images.filter((img) => !missing.includes(img.url));
  const current = images[index] ?? images[0];
  if (!current) return product.images.length ? <p className="gallery-note">{t`The photos of this product are not saved on this device.`}</p> : null;
  const sizes = images.length > 1 ? PHOTO_SIZES_ROW : PHOTO_SIZES_ALONE;
  // The page's digits without an Intl object (none is made while the page hydrates).
  const shown = localDigits(String(Math.min(showing, images.length - 1) + 1), locale);
  const count = localDigits(String(images.length), locale);
  return (
    <div className="gallery" ref={root}>
      {/* Phones: every image in a row to swipe through (CSS scroll snap); wider: the main image and thumbnails. */}
      {/* Focusable: a keyboard scrolls it too (a scrollable region must be reachable). The next */}
      {/* photo peeks in at the edge: low priority, as Chrome would raise it to high for being on */}
      {/* the screen and Lighthouse wait for it as for the page's largest paint (README, speed). */}
      <ul
        className="gallery-track"
        aria-label={t`Product images`}
        tabIndex={0}
        onScroll={(e) => {
          const track = e.currentTarget;
          const slide = track.firstElementChild?.getBoundingClientRect().width ?? track.clientWidth;
          setShowing(Math.round(Math.abs(track.scrollLeft) / Math.max(1, slide)));
        }}
      >
        {images.map((img, i) => (
          <li key={img.url}>
            <img
              {...mediaImage(img.url, PHOTO_WIDTHS, sizes)}
              alt={img.alt}
              width="500"
              height="500"
              loading={i === 0 ? 'eager' : 'lazy'}
              fetchPriority={i === 0 ? 'high' : 'low'}
              data-photo={img.url}
              onError={() => lose(img.url)}
              {...MAY_COME_INLINE}
            />
          </li>
        ))}
      </ul>
      {images.length > 1 ? (
        <p className="gallery-dots">
          <span className="visually-hidden">{t`Photo ${shown} of ${count}`}</span>
          {images.map((img, i) => (
            <span key={img.url} aria-hidden="true" className={i === Math.min(showing, images.length - 1) ? 'is-on' : undefined} />
          ))}
        </p>
      ) : null}
      <img className="gallery-main" {...mediaImage(current.url, PHOTO_WIDTHS, sizes)} alt={current.alt} width="500" height="500" fetchPriority="high" data-photo={current.url} onError={() => lose(current.url)} {...MAY_COME_INLINE} />
      {images.length > 1 ? (
        <ul className="gallery-thumbs" aria-label={t`Product images`}>
          {images.map((img, i) => (
            <li key={img.url}>
              <button type="button" aria-pressed={i === index} onClick={() => setIndex(i)} aria-label={img.alt}>
                <img {...mediaImage(img.url, [160], '72px')} alt="" width="72" height="72" loading="lazy" onError={(e) => (e.currentTarget.hidden = true)} />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {missing.length ? <p className="gallery-note">{t`Some photos of this product are not saved on this device.`}</p> : null}
    </div>
  );
}

function GuaranteeOption({ product, withGuarantee, onChange }: { product: Product; withGuarantee: boolean; onChange: (on: boolean) => void }) {
  const locale = useLocale();
  const guaranteed = product.price_with_guarantee;
  if (guaranteed === null) {
    return (
      <div className="buy-box-price">
        <Price rial={product.price} className="price price-large" />
      </div>
    );
  }
  const months = formatNumber(product.guarantee_months ?? 0, locale);
  return (
    <fieldset className="guarantee-option">
      <legend>
        <Trans>Guarantee</Trans>
      </legend>
      <label>
        <input type="radio" name="guarantee" checked={!withGuarantee} onChange={() => onChange(false)} />
        <span>
          <Trans>Without guarantee</Trans>
        </span>
        <Price rial={product.price} />
      </label>
      <label>
        <input type="radio" name="guarantee" checked={withGuarantee} onChange={() => onChange(true)} />
        <span>
          <Trans>With {months}-month replacement guarantee</Trans>
        </span>
        <Price rial={guaranteed} />
      </label>
      <p className="buy-box-price" aria-live="polite">
        <Price rial={withGuarantee ? guaranteed : product.price} className="price price-large" />
      </p>
    </fieldset>
  );
}

/** The guarantee choice, availability and the ways to keep the product: cart, compare, favourites. */
/** Whether value-added tax is added to the price at checkout (a backend that says nothing: nothing said). */
function VatNote({ rate }: { rate: number | undefined }) {
  const locale = useLocale();
  if (rate === undefined) return null;
  const percent = formatNumber(rate, locale);
  return <p className="product-vat">{rate > 0 ? <Trans>Plus {percent}% value-added tax, added at checkout.</Trans> : <Trans>Exempt from value-added tax.</Trans>}</p>;
}

function BuyBox({ product, status }: { product: Product; status: Product['availability'] }) {
  const [withGuarantee, setWithGuarantee] = useState(false);
  const formId = `add-${product.id}`;
  const guaranteed = withGuarantee && product.price_with_guarantee !== null;
  return (
    <div className="buy-box">
      <GuaranteeOption product={product} withGuarantee={withGuarantee} onChange={setWithGuarantee} />
      <PackOffer pack={product.pack} tiers={product.price_tiers} surcharge={guaranteed ? product.price_with_guarantee! - product.price : 0} />
      <VatNote rate={product.vat_rate} />
      <AvailabilityTag status={status} stock={product.stock} />
      <AddToCart product={product} withGuarantee={guaranteed} formId={formId} />
      <StockAlertButton product={product} />
      {/* Phones: the price and the button stay in reach at the bottom of the screen; the button sends the form above. */}
      <div className="buy-bar">
        <Price rial={guaranteed ? product.price_with_guarantee! : product.price} className="price" />
        <button type="submit" form={formId} className="button-primary" disabled={product.stock === 0} tabIndex={-1} aria-hidden="true">
          {product.stock === 0 ? <Trans>Out of stock</Trans> : <Trans>Add to cart</Trans>}
        </button>
      </div>
      <div className="buy-actions">
        <CompareButton product={product} />
        <FavoriteButton product={product} />
        <ShareButton title={product.title} />
      </div>
    </div>
  );
}

/**
 * The stock as the server has it now. The page's data may be a copy the device kept (a tap opened it
 * from the worker's cache, or the router's of a minute ago): a member told "back in stock" who opens
 * the product must not read "out of stock". Online, the live figure replaces the kept one once it
 * comes; offline, the kept one stays.
 */
function useLiveAvailability(locale: Locale, productId: number, kept: Availability | null): Availability | null {
  const [live, setLive] = useState<Availability | null>(null);
  useEffect(() => {
    let current = true;
    if (navigator.onLine) void fetchLiveAvailability(locale, productId).then((a) => current && setLive(a), () => undefined);
    return () => {
      current = false;
    };
  }, [locale, productId]);
  return live?.product_id === productId ? live : kept;
}

export function ProductPage({ data, tree }: { data: ProductPageData; tree: CategoryNode[] }) {
  const { t } = useLingui();
  const locale = useLocale();
  const { product } = data;
  const availability = useLiveAvailability(locale, product.id, data.availability);
  const path = categoryChain(tree, product.category.id);
  const status = availability?.status ?? product.availability;
  usePageTitle(product.title);
  // Drawn with its data at once (kept from a moment ago): the layer a card's tap drew goes in this frame.
  useLayoutEffect(hidePreview, []);
  useEffect(() => track('product_view', { product_id: product.id, path: location.pathname }), [product.id]);
  useEffect(() => recordView(locale, product), [locale, product]);
  const { title } = product;
  const code = <Code>{product.code}</Code>;
  const brand = product.brand?.title;
  // The lot a buyer receives (first expiry, first out): a hospital refuses boxes that expire soon.
  const expiry = product.nearest_expiry ? formatDate(product.nearest_expiry, locale) : null;
  return (
    <div className="container product-page">
      <Breadcrumbs path={path.length ? path : [{ ...product.category }]} current={product.title} />
      <div className="product-layout">
        <Gallery product={product} />
        <div className="product-info">
          <h1 {...PAINT_MARK}>
            <ProductTitle text={product.title} />
          </h1>
          <p className="product-code">
            <Trans>Code: {code}</Trans>
            {product.brand ? (
              <>
                {' · '}
                <BrandLink id={product.brand.id} slug={product.brand.url_keywords}>
                  <Trans>Brand: {brand}</Trans>
                </BrandLink>
              </>
            ) : null}
          </p>
          {product.summary ? <p className="product-summary">{product.summary}</p> : null}
          {expiry ? (
            <p className="product-expiry">
              <Trans>Boxes sent now expire on {expiry}.</Trans>
            </p>
          ) : null}
          <BuyBox product={availability ? { ...product, stock: availability.stock } : product} status={status} />
        </div>
      </div>
      <section aria-labelledby="specs-title" className="product-section">
        <h2 id="specs-title">
          <Trans>Specifications</Trans>
        </h2>
        <table className="spec-table">
          <caption className="visually-hidden">{t`Specifications of ${title}`}</caption>
          <tbody>
            {product.specifications.map((s) => (
              <tr key={s.key}>
                <th scope="row">{s.name}</th>
                <td>{s.value}</td>
              </tr>
            ))}
            {product.gtin ? (
              <tr>
                <th scope="row">
                  <Trans>GTIN (barcode)</Trans>
                </th>
                <td>
                  <Code>{product.gtin}</Code>
                </td>
              </tr>
            ) : null}
          </tbody>
        </table>
        <ProductCodeBox code={product.code} />
      </section>
      <ProductDocuments documents={product.documents} title={title} />
      <ProductReviews product={product} reviews={data.reviews} />
      {product.description ? (
        <section aria-labelledby="description-title" className="product-section">
          <h2 id="description-title">
            <Trans>Description</Trans>
          </h2>
          <p>{product.description}</p>
        </section>
      ) : null}
      {/* Last on the page: arriving later, it pushes nothing that is already shown. */}
      <Await promise={data.related} fallback={null}>
        {(related) =>
          related.length ? (
            <section aria-labelledby="related-title" className="product-section">
              <h2 id="related-title">
                <Trans>Related products</Trans>
              </h2>
              <ProductGrid products={related} Actions={CardActions} />
            </section>
          ) : null
        }
      </Await>
    </div>
  );
}

const ProductCode = lazy(() => import('../scan/ProductCode.tsx'));
/** Below the product's facts: its code comes when the shopper scrolls near it (ui/near-part.tsx). */
const ProductReviews = nearPart<ComponentProps<typeof import('../reviews/ProductReviews.tsx').ProductReviews>>('reviews', () => import('../reviews/ProductReviews.tsx').then((m) => ({ default: m.ProductReviews })));

/** The product's code as a printable QR code (what the scanner reads on a box), drawn when asked for. */
function ProductCodeBox({ code }: { code: string }) {
  const [open, setOpen] = useState(false);
  const box = useRef<HTMLDetailsElement>(null);
  // Opened before the page hydrated (the browser opens a <details> by itself, and its toggle
  // event came before React listened): drawn once it has.
  useEffect(() => {
    if (box.current?.open) setOpen(true);
  }, []);
  return (
    <details ref={box} className="product-code" onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary>
        <Trans>Code to scan</Trans>
      </summary>
      {open ? (
        <Suspense fallback={null}>
          <ProductCode code={code} />
        </Suspense>
      ) : null}
    </details>
  );
}
