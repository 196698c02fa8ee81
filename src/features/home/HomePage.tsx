import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { AllProductsLink, CatalogLink } from '../../product/links.tsx';
import { ProductGrid } from '../../product/ProductCard.tsx';
import { NewsCard } from '../content/NewsCard.tsx';
import type { MenuEntry } from '../../product/menu.ts';
import { useLocale, useLocaleParam } from '../../ui/use-locale.ts';
import { usePageTitle } from '../../ui/use-page-title.ts';
import type { HomeBlock } from './home-loader.ts';
import { CardActions } from '../cart/CardActions.tsx';
import { SearchBox } from '../search/SearchBox.tsx';
import { RecentlyViewed } from '../recent/RecentlyViewed.tsx';

function Block({ block, menu, first, lead }: { block: HomeBlock; menu: MenuEntry[]; first: boolean; lead: boolean }) {
  const { t } = useLingui();
  const separator = useLocale() === 'fa' ? '، ' : ', ';
  const locale = useLocaleParam();
  const { box } = block;
  const id = `box-${box.id}`;
  if (box.kind === 'hero') {
    return (
      <section className="hero" aria-labelledby={id}>
        <div className="container">
          <h1 id={id}>{box.title}</h1>
          {box.body ? <p>{box.body}</p> : null}
          <SearchBox id="home-q" className="hero-search" placeholder={t`Search by name or code`} />
          <AllProductsLink className="button-primary">
            <Trans>Browse all products</Trans>
          </AllProductsLink>
        </div>
      </section>
    );
  }
  const Heading = first ? 'h1' : 'h2';
  let content: React.ReactNode = box.body ? <p>{box.body}</p> : null;
  if (box.kind === 'featured_categories') {
    const ids = box.data.category_ids ?? [];
    const roots = ids.flatMap((cid) => menu.find((m) => m.id === cid) ?? []);
    content = (
      <ul className="category-tiles">
        {roots.map((root) => (
          <li key={root.id}>
            <CatalogLink link={root.link} className="category-tile">
              <span className="category-tile-title">{root.title}</span>
              <span className="category-tile-children">{root.children.map((c) => c.title).join(separator)}</span>
            </CatalogLink>
          </li>
        ))}
      </ul>
    );
  } else if (block.kind === 'products') {
    content = <ProductGrid products={block.products} Actions={CardActions} lead={lead} />;
  } else if (block.kind === 'news') {
    content = (
      <>
        <div className="news-grid">
          {block.news.map((n) => (
            <NewsCard key={n.id} item={n} />
          ))}
        </div>
        <Link to="/{-$locale}/news" params={{ locale }} className="section-more">
          <Trans>All news</Trans>
        </Link>
      </>
    );
  }
  return (
    <section className="container home-section" aria-labelledby={id}>
      <Heading id={id}>{box.title}</Heading>
      {content}
    </section>
  );
}

/** The home page, composed from its content boxes in their order. */
export function HomePage({ blocks, menu }: { blocks: HomeBlock[]; menu: MenuEntry[] }) {
  usePageTitle(null);
  const hasHero = blocks.some((b) => b.box.kind === 'hero');
  // The first products' first photo is a phone's largest paint (below the hero and the
  // categories): asked for first, and sent inside the page, as a category's first photo is.
  const leadBlock = blocks.findIndex((b) => b.kind === 'products');
  return (
    <>
      {blocks.map((b, i) => (
        <Block key={b.box.id} block={b} menu={menu} first={!hasHero && i === 0} lead={i === leadBlock} />
      ))}
      {/* Last: drawn once the page has hydrated (it is this device's), below what the server sent. */}
      <RecentlyViewed className="container home-section" />
    </>
  );
}
