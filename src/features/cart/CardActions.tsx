/** What a product card offers (src/product/ProductCard.tsx): compare it, and add it to the cart. */
import type { ProductListItem } from '../../../contract/catalog.ts';
import { CompareButton } from '../compare/CompareButton.tsx';
import { QuickAdd } from './AddToCart.tsx';

export function CardActions({ product }: { product: ProductListItem }) {
  return (
    <>
      <CompareButton product={product} compact />
      <QuickAdd product={product} />
    </>
  );
}
