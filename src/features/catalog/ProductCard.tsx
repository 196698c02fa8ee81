import type { ProductListItem } from '../../../contract/catalog.ts';
import { mediaUrl } from '../../api/client.ts';
import { AvailabilityTag } from './AvailabilityTag.tsx';
import { ProductLink } from './links.tsx';
import { Price } from './Price.tsx';
import { CompareButton } from '../compare/CompareButton.tsx';
import { QuickAdd } from '../cart/AddToCart.tsx';

export function ProductCard({ product, eager = false }: { product: ProductListItem; eager?: boolean }) {
  const image = product.images[0];
  return (
    <article className="product-card">
      <ProductLink id={product.id} slug={product.seo.url_keywords} className="product-card-link">
        {image ? (
          <img
            src={mediaUrl(image.url)}
            alt={image.alt}
            width="300"
            height="300"
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
          />
        ) : null}
        <h3>{product.title}</h3>
      </ProductLink>
      <p className="product-card-summary">{product.summary}</p>
      <div className="product-card-meta">
        <Price rial={product.price} />
        <AvailabilityTag status={product.availability} />
        <CompareButton product={product} compact />
        <QuickAdd product={product} />
      </div>
    </article>
  );
}

export function ProductGrid({ products }: { products: ProductListItem[] }) {
  return (
    <div className="product-grid">
      {products.map((p, i) => (
        <ProductCard key={p.id} product={p} eager={i < 4} />
      ))}
    </div>
  );
}
