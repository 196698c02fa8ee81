import { Trans } from '@lingui/react/macro';
import { useLocale } from '../../ui/use-locale.ts';
import { usePageTitle } from '../../ui/use-page-title.ts';
import type { Product } from '../../../contract/catalog.ts';
import type { MenuEntry } from '../menu/menu.ts';
import { AllProductsLink, CatalogLink } from './links.tsx';
import { ProductGrid } from './ProductCard.tsx';

export function HomePage({ menu, latest }: { menu: MenuEntry[]; latest: Product[] }) {
  const separator = useLocale() === 'fa' ? '، ' : ', ';
  usePageTitle(null);
  return (
    <>
      <section className="hero">
        <div className="container">
          <h1>
            <Trans>Surgical supplies for hospitals and clinics</Trans>
          </h1>
          <p>
            <Trans>
              Sutures, anti-allergy adhesives, guidewires and surgical meshes, straight from the maker. Pages you
              open stay available on your device, even without a connection.
            </Trans>
          </p>
          <AllProductsLink className="button-primary">
            <Trans>Browse all products</Trans>
          </AllProductsLink>
        </div>
      </section>
      <section className="container home-section" aria-labelledby="home-categories">
        <h2 id="home-categories">
          <Trans>Product groups</Trans>
        </h2>
        <ul className="category-tiles">
          {menu.map((root) => (
            <li key={root.id}>
              <CatalogLink link={root.link} className="category-tile">
                <span className="category-tile-title">{root.title}</span>
                <span className="category-tile-children">{root.children.map((c) => c.title).join(separator)}</span>
              </CatalogLink>
            </li>
          ))}
        </ul>
      </section>
      <section className="container home-section" aria-labelledby="home-latest">
        <h2 id="home-latest">
          <Trans>New products</Trans>
        </h2>
        <ProductGrid products={latest} />
      </section>
    </>
  );
}
