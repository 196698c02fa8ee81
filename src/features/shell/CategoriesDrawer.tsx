import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { startTransition, useEffect, useRef, useState } from 'react';
import { AllProductsLink, CatalogLink } from '../../product/links.tsx';
import type { MenuEntry } from '../../product/menu.ts';
import { useModalFocus } from '../../ui/modal-focus.ts';
import { useLocaleParam } from '../../ui/use-locale.ts';

/**
 * The phone's categories, in a modal sheet from the bottom bar: every product group with its
 * subcategories, then the site's other pages. Escape, the backdrop or a link closes it. Drawn by
 * the page (as the cart's drawer), not a `<dialog>` opened with `showModal()`: that made the whole
 * page inert, and the browser computed the style and layout of every element again in the tap's
 * task (24 + 18 ms of a slowed phone's core, bench/taps.ts).
 */
export default function CategoriesDrawer({ menu, onClose }: { menu: MenuEntry[]; onClose: () => void }) {
  const { t } = useLingui();
  const locale = useLocaleParam();
  const sheet = useRef<HTMLDivElement>(null);
  const close = useRef<HTMLButtonElement>(null);
  useModalFocus(sheet, close, onClose);
  // The sheet paints with the tap (its head and the first link); the rest of its links, some forty,
  // are drawn in the frame after, as a transition: in the tap's own task they held its paint
  // back ~95 ms on a slow phone (bench/taps.ts).
  const [rest, setRest] = useState(false);
  // The site's other pages, after the catalogue.
  const pages = [
    { to: '/{-$locale}/news', label: t`News` },
    { to: '/{-$locale}/album', label: t`Gallery` },
    { to: '/{-$locale}/faq', label: t`FAQ` },
    { to: '/{-$locale}/scan', label: t`Scan a code` },
    { to: '/{-$locale}/offline', label: t`Save for offline` },
  ] as const;
  useEffect(() => startTransition(() => setRest(true)), []);
  return (
    // A click on the backdrop (outside the sheet) closes it.
    <div className="sheet-scrim" onClick={(e) => e.target === e.currentTarget && onClose()}>
      <div id="categories-drawer" ref={sheet} className="sheet" role="dialog" aria-modal="true" aria-label={t`Categories`}>
        <div className="sheet-body">
          <div className="sheet-head">
            <h2>
              <Trans>Categories</Trans>
            </h2>
            <button ref={close} type="button" className="icon-button" onClick={onClose} aria-label={t`Close`}>
              <span aria-hidden="true">✕</span>
            </button>
          </div>
          <AllProductsLink className="sheet-link sheet-strong">
            <Trans>All products</Trans>
          </AllProductsLink>
          {(rest ? menu : []).map((root) => (
            <section key={root.id} className="sheet-group">
              <CatalogLink link={root.link} className="sheet-link sheet-strong">
                {root.title}
              </CatalogLink>
              <ul>
                {root.children.map((child) => (
                  <li key={child.id}>
                    <CatalogLink link={child.link} className="sheet-link">
                      {child.title}
                    </CatalogLink>
                  </li>
                ))}
              </ul>
            </section>
          ))}
          {rest ? (
            <ul className="sheet-group">
              {pages.map((page) => (
                <li key={page.to}>
                  <Link to={page.to} params={{ locale }} className="sheet-link">
                    {page.label}
                  </Link>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </div>
    </div>
  );
}
