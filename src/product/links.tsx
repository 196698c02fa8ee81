/** Typed links to catalogue pages in the current language. */
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { MenuLink } from './menu.ts';
import { useLocale, useLocaleParam } from '../ui/use-locale.ts';
import { readKey, useSavedReads } from '../ui/saved-reads.ts';
import { categoryByKeywordsRead, categoryRead, productRead, readUrl, type Read } from './catalog-api.ts';

type Common = { children: ReactNode; className?: string; onClick?: () => void };

/** Offline, `data-unsaved` on a link whose page's main read is not on this device (styled apart); nothing online. */
function useUnsaved(read: (locale: 'fa' | 'en') => Read): { 'data-unsaved'?: '' } {
  const saved = useSavedReads();
  const locale = useLocale();
  return saved && !saved.has(readKey(readUrl(read(locale)))) ? { 'data-unsaved': '' } : {};
}

/** A link is the current page (`aria-current="page"`) only when it is that very page, not one below it. */
const exact = { exact: true, includeSearch: false } as const;

export function ProductLink({ id, slug, ...rest }: Common & { id: number; slug: string | null }) {
  const locale = useLocaleParam();
  const unsaved = useUnsaved((l) => productRead(l, id));
  return (
    <Link
      {...unsaved}
      activeOptions={exact}
      to="/{-$locale}/product/$productId/$slug"
      params={{ locale, productId: String(id), slug: slug || '-' }}
      {...rest}
    />
  );
}

export function CatalogLink({ link, ...rest }: Common & { link: MenuLink }) {
  const locale = useLocaleParam();
  const unsaved = useUnsaved((l) => (link.kind === 'category-page' ? categoryByKeywordsRead(l, link.keyword) : categoryRead(l, link.kind === 'category-id' ? link.id : 0)));
  switch (link.kind) {
    case 'product':
      return <ProductLink id={link.id} slug={link.slug} {...rest} />;
    case 'category-page':
      return (
        <Link
          {...unsaved}
          activeOptions={exact}
          to="/{-$locale}/product/category/$category/$page"
          params={{ locale, category: link.keyword, page: link.page }}
          {...rest}
        />
      );
    case 'category-id':
      return (
        <Link {...unsaved} activeOptions={exact} to="/{-$locale}/product/category/$category" params={{ locale, category: String(link.id) }} {...rest} />
      );
  }
}

export function AllProductsLink(props: Common) {
  const locale = useLocaleParam();
  return <Link activeOptions={exact} to="/{-$locale}/product" params={{ locale }} {...props} />;
}

export function BrandLink({ id, slug, ...rest }: Common & { id: number; slug: string | null }) {
  const locale = useLocaleParam();
  return (
    <Link activeOptions={exact} to="/{-$locale}/product/brand/$brandId/$slug" params={{ locale, brandId: String(id), slug: slug || '-' }} {...rest} />
  );
}
