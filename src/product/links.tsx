/** Typed links to catalogue pages in the current language. */
import { Link, useRouter } from '@tanstack/react-router';
import { useRef, type MouseEvent, type ReactNode } from 'react';
import type { MenuLink } from './menu.ts';
import { useLocale, useLocaleParam } from '../ui/use-locale.ts';
import { readKey, useSavedReads } from '../ui/saved-reads.ts';
import { afterPaint, showPreview, type ProductPreview } from './product-preview.ts';
import { categoryByKeywordsRead, categoryRead, productRead, readUrl, type Read } from './catalog-api.ts';

type Common = { children: ReactNode; className?: string; onClick?: (event: MouseEvent<HTMLAnchorElement>) => void };

/** Offline, `data-unsaved` on a link whose page's main read is not on this device (styled apart); nothing online. */
function useUnsaved(read: (locale: 'fa' | 'en') => Read): { 'data-unsaved'?: '' } {
  const saved = useSavedReads();
  const locale = useLocale();
  return saved && !saved.has(readKey(readUrl(read(locale)))) ? { 'data-unsaved': '' } : {};
}

/** A link is the current page (`aria-current="page"`) only when it is that very page, not one below it. */
const exact = { exact: true, includeSearch: false } as const;

/**
 * A link to a product page. With `preview` (a card: what it shows of the product), a plain tap
 * paints the product's first frame before the navigation's work starts (product-preview.ts);
 * a modified click (a new tab) is the browser's, as for any link.
 */
export function ProductLink({ id, slug, preview, onClick, ...rest }: Common & { id: number; slug: string | null; preview?: Omit<ProductPreview, 'photo'> }) {
  const locale = useLocaleParam();
  const router = useRouter();
  const unsaved = useUnsaved((l) => productRead(l, id));
  const to = '/{-$locale}/product/$productId/$slug';
  const params = { locale, productId: String(id), slug: slug || '-' };
  // A card's reads are asked for at the first sign of intent, as every link's (a pointer resting
  // 50 ms, a focus, a touch). A touch's preload runs in the touch's own task, while the thumb rests
  // on the glass: put off to a timer, it waited for the touch's end (the browser holds timers back
  // while a touch may become a gesture) and ran between the lift and the click, in the tap's way
  // (20-40 ms of a slowed phone, bench/taps.ts). A touch brings its pointer's enter and focus too:
  // one preload for all.
  const asked = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const preload = () => {
    asked.current = performance.now();
    void router.preloadRoute({ to, params }).catch(() => undefined);
  };
  const intent = (delay: number) => {
    if (performance.now() - asked.current < 1000) return;
    clearTimeout(timer.current);
    if (delay === 0) preload();
    else timer.current = setTimeout(preload, delay);
  };
  const leave = () => clearTimeout(timer.current);
  return (
    <Link
      {...unsaved}
      activeOptions={exact}
      to={to}
      params={params}
      {...(preview ? { preload: false as const, onTouchStart: () => intent(0), onMouseEnter: () => intent(50), onFocus: () => intent(50), onMouseLeave: leave, onBlur: leave } : {})}
      onClick={(e) => {
        onClick?.(e);
        if (!preview || e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
        e.preventDefault();
        const photo = e.currentTarget.querySelector('img')?.currentSrc || null;
        showPreview({ ...preview, photo }, Math.max(0, document.querySelector('.site-header')?.getBoundingClientRect().bottom ?? 0));
        afterPaint(() => void router.navigate({ to, params }));
      }}
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
