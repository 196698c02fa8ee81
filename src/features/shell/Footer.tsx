import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useLocale, useLocaleParam } from '../../ui/use-locale.ts';
import type { Box } from '../../../contract/content.ts';
import { ContactDetails } from '../contact/ContactDetails.tsx';
import { AllProductsLink, CatalogLink } from '../../product/links.tsx';
import type { MenuEntry } from '../../product/menu.ts';
import { formatYear } from '../../i18n/format.ts';

export function Footer({ menu, contact = null }: { menu: MenuEntry[]; contact?: Box | null }) {
  const localeParam = useLocaleParam();
  const locale = useLocale();
  const year = formatYear(new Date(), locale);
  return (
    <footer className="site-footer">
      <div className="container footer-row">
        <section>
          <h2>
            <Trans>Medical Supplies</Trans>
          </h2>
          <p>
            <Trans>
              Surgical sutures, anti-allergy adhesives, guidewires and surgical meshes, made for hospitals and
              clinics.
            </Trans>
          </p>
        </section>
        <nav aria-labelledby="footer-products">
          <h2 id="footer-products">
            <Trans>Products</Trans>
          </h2>
          <ul>
            <li>
              <AllProductsLink>
                <Trans>All products</Trans>
              </AllProductsLink>
            </li>
            {menu.map((root) => (
              <li key={root.id}>
                <CatalogLink link={root.link}>{root.title}</CatalogLink>
              </li>
            ))}
            <li>
              <Link to="/{-$locale}/offline" params={{ locale: localeParam }}>
                <Trans>Save for offline</Trans>
              </Link>
            </li>
          </ul>
        </nav>
        {contact ? (
          <section aria-labelledby="footer-contact">
            <h2 id="footer-contact">{contact.title}</h2>
            <ContactDetails box={contact} />
          </section>
        ) : null}
      </div>
      <p className="container footer-copyright">
        <Trans>
          © {year} Medical Supplies Manufacturing Co. All rights reserved.
        </Trans>
      </p>
    </footer>
  );
}
