import { Trans } from '@lingui/react/macro';
import { useRouterState } from '@tanstack/react-router';
import { Suspense, type ReactNode } from 'react';
import { stripLocale } from '../../../shared/locale.ts';
import { isChromelessPage, isDeskPage, isDocumentPage, isPrivatePage, mayInviteInstall } from '../../../shared/site-paths.ts';
import { CartDrawerHost } from '../cart/CartButton.tsx';
import { BottomNav } from './BottomNav.tsx';
import type { MenuEntry } from '../../product/menu.ts';
import type { Box } from '../../../contract/content.ts';
import { UpdatePrompt } from '../pwa/UpdatePrompt.tsx';
import { InstallInvite } from '../pwa/InstallInvite.tsx';
import { BackToTop } from './BackToTop.tsx';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';
import { ProductPreviewLayer } from '../catalog/ProductPending.tsx';
import { OfflineBanner } from './OfflineBanner.tsx';
import { ProgressBar } from './ProgressBar.tsx';
import { NotFoundPage } from './StatusPage.tsx';

/** The page frame: header and footer except on the chromeless prefixes of spec §2. */
export function AppFrame({ menu, contact = null, children }: { menu: MenuEntry[]; contact?: Box | null; children: ReactNode }) {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const path = stripLocale(pathname);
  // The staff desk has a frame of its own (features/desk/DeskFrame.tsx): none of the shop's parts, nor its invitations.
  if (isDeskPage(path)) {
    return (
      <div className="app-frame desk-app">
        <a className="skip-link" href="#main">
          <Trans>Skip to content</Trans>
        </a>
        <ProgressBar />
        <main id="main" className="desk-main" tabIndex={-1}>
          <Suspense>{children}</Suspense>
        </main>
        <UpdatePrompt />
      </div>
    );
  }
  const chrome = !isChromelessPage(path);
  // Private pages but signing in and documents: the phone's bottom bar. The member's own area (not
  // checkout, which keeps the shopper on the way to paying) also keeps the site's header on a phone
  // (the desktop's member menu has the way back; a phone's tabs do not).
  const bottom = chrome || (isPrivatePage(path) && !path.startsWith('/member') && !isDocumentPage(path));
  const memberArea = bottom && !chrome && !path.startsWith('/order');
  return (
    <div className={bottom ? 'app-frame has-bottom-nav' : 'app-frame'}>
      <span id="top" />
      <a className="skip-link" href="#main">
        <Trans>Skip to content</Trans>
      </a>
      <ProgressBar />
      <OfflineBanner />
      {/* Each part hydrates on its own (React's selective hydration): the page becomes live in
          a few short tasks instead of one long one, and a tap on a part hydrates it first. */}
      {chrome || memberArea ? (
        <div className={chrome ? 'header-slot' : 'header-slot phone-only'}>
          <Suspense>
            <Header menu={menu} contact={contact} />
          </Suspense>
        </div>
      ) : null}
      <main id="main" className="site-main" tabIndex={-1}>
        <Suspense>{children}</Suspense>
      </main>
      {chrome ? (
        <Suspense>
          <Footer menu={menu} contact={contact} />
        </Suspense>
      ) : null}
      {bottom ? (
        <Suspense>
          <BottomNav menu={menu} />
        </Suspense>
      ) : null}
      <ProductPreviewLayer />
      <CartDrawerHost />
      <BackToTop />
      <UpdatePrompt />
      <InstallInvite allowed={mayInviteInstall(path)} />
    </div>
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
