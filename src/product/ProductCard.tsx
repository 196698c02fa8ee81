import type { ComponentType } from 'react';
import type { ProductListItem } from '../../contract/catalog.ts';
import { MAY_COME_INLINE, mediaImage } from '../ui/media-image.ts';
import { AvailabilityTag } from './AvailabilityTag.tsx';
import { ProductLink } from './links.tsx';
import { Price } from './Price.tsx';
import { ProductTitle } from '../ui/ProductTitle.tsx';

/** What a card offers beside its link (add to cart, compare): given by the page, from the features that do it. */
export type CardActions = ComponentType<{ product: ProductListItem }>;

/**
 * A card's photo: on phones a column of two less the margins and the card's padding (168 px on
 * a 412 px screen), half the screen on tablets, at most 300 px wider up. An estimate too large
 * costs every card a larger file (a 480 px one where 320 px does) on a phone's link.
 */
const CARD_WIDTHS = [320, 480, 640] as const;
const CARD_SIZES = '(max-width: 599.98px) calc(50vw - 36px), (max-width: 900px) 50vw, 300px';

/**
 * `lead`: the page's first photo (asked for first, and sent inside the page). `early`: another of
 * the first screen's, asked for as the page is read rather than once it is laid out (ProductGrid).
 */
export function ProductCard({ product, lead = false, early = false, Actions }: { product: ProductListItem; lead?: boolean; early?: boolean; Actions?: CardActions }) {
  const image = product.images[0];
  return (
    <article className="product-card">
      <ProductLink id={product.id} slug={product.seo.url_keywords} className="product-card-link" preview={{ id: product.id, title: product.title, price: product.price }}>
        {image ? (
          <img
            {...mediaImage(image.url, CARD_WIDTHS, CARD_SIZES)}
            alt={image.alt}
            width="300"
            height="300"
            loading={lead || early ? 'eager' : 'lazy'}
            fetchPriority={lead ? 'high' : 'low'}
            decoding="async"
            {...MAY_COME_INLINE}
          />
        ) : null}
        <h3>
          <ProductTitle text={product.title} />
        </h3>
      </ProductLink>
      <p className="product-card-summary">{product.summary}</p>
      <div className="product-card-meta">
        <Price rial={product.price} />
        <AvailabilityTag status={product.availability} />
        {Actions ? <Actions product={product} /> : null}
      </div>
    </article>
  );
}

/**
 * `lead`: the grid is what the page is about (a category, a search) or the first on a phone's screen
 * (the home page's first products), and its first photo is the
 * page's largest paint: asked for first, and sent inside the page (server/site/html/inline-images.ts).
 * The rest of a first screen (a phone's second row, a desktop's first) is asked for as the page
 * is read, at low priority: a photo there can be the largest paint by a fraction of a pixel (a
 * search's third card, 28,203 px² against the first's 28,197 at 1.75 device pixels a pixel), and
 * asked for once the page was laid out it came behind the page's long tasks. The others load as
 * they near the screen, at low priority too: the ones on the screen would be raised to high, and
 * waited for as if they were the page's largest paint (README, speed).
 */
const FIRST_SCREEN_CARDS = 4;

export function ProductGrid({ products, lead = false, Actions }: { products: ProductListItem[]; lead?: boolean; Actions?: CardActions }) {
  return (
    <div className="product-grid">
      {products.map((p, i) => (
        <ProductCard key={p.id} product={p} lead={lead && i === 0} early={lead && i < FIRST_SCREEN_CARDS} {...(Actions ? { Actions } : {})} />
      ))}
    </div>
  );
}
