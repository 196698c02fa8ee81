import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { ThemeToggle } from '../theme/ThemeToggle.tsx';
import type { MenuEntry } from '../menu/menu.ts';
import { useLocaleParam } from '../../ui/use-locale.ts';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import { ProductsMenu } from './ProductsMenu.tsx';

export function Header({ menu }: { menu: MenuEntry[] }) {
  const { t } = useLingui();
  const locale = useLocaleParam();
  return (
    <header className="site-header">
      <div className="container header-row">
        <Link to="/{-$locale}" params={{ locale }} className="brand" aria-label={t`Home`}>
          <img src="/favicon.svg" alt="" width="32" height="32" />
          <span>
            <Trans>Medical Supplies</Trans>
          </span>
        </Link>
        <nav aria-label={t`Main`} className="main-nav">
          <ProductsMenu menu={menu} />
        </nav>
        <div className="header-tools">
          <LanguageSwitch />
          <ThemeToggle />
        </div>
      </div>
    </header>
  );
}
