import { Trans } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { useRouterState } from '@tanstack/react-router';
import { AllProductsLink, CatalogLink } from '../../product/links.tsx';
import type { MenuEntry } from '../../product/menu.ts';

/** The products submenu: a disclosure button and a panel of root categories with their children. */
export function ProductsMenu({ menu }: { menu: MenuEntry[] }) {
  const ref = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  // Open only on the page where it was opened: following a link closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const setOpen = (next: boolean | ((o: boolean) => boolean)) =>
    setOpenOn((typeof next === 'function' ? next(open) : next) ? pathname : null);
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus(); // focus must not stay on a link that is now hidden
    };
    const onClick = (e: MouseEvent) => {
      if (ref.current && !ref.current.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('mousedown', onClick);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('mousedown', onClick);
    };
  }, [open]); // eslint-disable-line react-hooks/exhaustive-deps -- setOpen is rebuilt each render; open is the trigger

  return (
    <div className="products-menu" ref={ref}>
      <button
        ref={buttonRef}
        type="button"
        className="nav-link"
        aria-expanded={open}
        aria-controls="products-menu-panel"
        onClick={() => setOpen((o) => !o)}
      >
        <Trans>Products</Trans> <span aria-hidden="true">▾</span>
      </button>
      <div id="products-menu-panel" className="products-menu-panel" hidden={!open}>
        <AllProductsLink className="products-menu-all">
          <Trans>All products</Trans>
        </AllProductsLink>
        <div className="products-menu-columns">
          {menu.map((root) => (
            <section key={root.id}>
              <CatalogLink link={root.link} className="products-menu-root">
                {root.title}
              </CatalogLink>
              <ul>
                {root.children.map((child) => (
                  <li key={child.id}>
                    <CatalogLink link={child.link}>{child.title}</CatalogLink>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      </div>
    </div>
  );
}
