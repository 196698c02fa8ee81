import { Trans } from '@lingui/react/macro';
import { useRouterState } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { stripLocale } from '../../../shared/locale.ts';
import { isChromelessPage } from '../../../shared/site-paths.ts';
import type { MenuEntry } from '../menu/menu.ts';
import { UpdatePrompt } from '../pwa/UpdatePrompt.tsx';
import { BackToTop } from './BackToTop.tsx';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';
import { OfflineBanner } from './OfflineBanner.tsx';
import { ProgressBar } from './ProgressBar.tsx';
import { NotFoundPage } from './StatusPage.tsx';

/** The page frame: header and footer except on the chromeless prefixes of spec §2. */
export function AppFrame({ menu, children }: { menu: MenuEntry[]; children: ReactNode }) {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const chrome = !isChromelessPage(stripLocale(pathname));
  return (
    <>
      <span id="top" />
      <a className="skip-link" href="#main">
        <Trans>Skip to content</Trans>
      </a>
      <ProgressBar />
      <OfflineBanner />
      {chrome ? <Header menu={menu} /> : null}
      <main id="main" className="site-main" tabIndex={-1}>
        {children}
      </main>
      {chrome ? <Footer menu={menu} /> : null}
      <BackToTop />
      <UpdatePrompt />
    </>
  );
}

/** The 404 page where no menu data was loaded (the first path segment is not a language). */
export function FramedNotFound() {
  return (
    <AppFrame menu={[]}>
      <NotFoundPage />
    </AppFrame>
  );
}
