import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { startTransition, useEffect, useRef, useState } from 'react';
import { AllProductsLink, CatalogLink } from '../../product/links.tsx';
import type { MenuEntry } from '../../product/menu.ts';
import { useLocaleParam } from '../../ui/use-locale.ts';

/**
 * The phone's categories, in a modal sheet from the bottom bar: every product group with its
 * subcategories, then the site's other pages. Escape, the backdrop or a link closes it.
 */
export default function CategoriesDrawer({ menu, onClose }: { menu: MenuEntry[]; onClose: () => void }) {
  const { t } = useLingui();
  const locale = useLocaleParam();
  const dialog = useRef<HTMLDialogElement>(null);
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
  useEffect(() => {
    const d = dialog.current;
    if (d && !d.open) d.showModal();
    startTransition(() => setRest(true));
  }, []);
  return (
    <dialog
      id="categories-drawer"
      ref={dialog}
      className="sheet"
      aria-label={t`Categories`}
      onClose={onClose}
      onClick={(e) => {
        // A click on the backdrop (the dialog itself, outside its content) closes it.
        if (e.target === e.currentTarget) dialog.current?.close();
      }}
    >
      <div className="sheet-body">
        <div className="sheet-head">
          <h2>
            <Trans>Categories</Trans>
          </h2>
          <button type="button" className="icon-button" onClick={() => dialog.current?.close()} aria-label={t`Close`}>
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
    </dialog>
  );
}
