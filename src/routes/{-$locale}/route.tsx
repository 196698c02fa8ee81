import { createFileRoute, notFound, Outlet } from '@tanstack/react-router';
import { loadFrame } from '../../features/menu/menu-loader.ts';
import { AppFrame, FramedNotFound } from '../../features/shell/AppFrame.tsx';
import { RouteError } from '../../features/shell/RouteError.tsx';
import { isClientOnlyPage, isDeskPage, memberWordsOf } from '../../../shared/site-paths.ts';
import { stripLocale } from '../../../shared/locale.ts';
import { activateLocale, loadAccountCatalog, loadDeskCatalog } from '../../i18n/i18n.ts';
import { DEFAULT_LOCALE, localeFromParam } from '../../i18n/locale.ts';

export const Route = createFileRoute('/{-$locale}')({
  beforeLoad: async ({ params, location }) => {
    const locale = localeFromParam(params.locale);
    if (!locale) {
      // The not-found page speaks the default language: its words first.
      await activateLocale(DEFAULT_LOCALE);
      throw notFound();
    }
    // A member's page, or a page of the device (saved packs), brings its own words first (lingui.config.ts:
    // the account catalog, and checkout's, the orders' or the tickets' for their pages); a desk page, the desk's too.
    const path = stripLocale(location.pathname);
    const words = isDeskPage(path) ? loadDeskCatalog(locale) : isClientOnlyPage(path) ? loadAccountCatalog(locale, memberWordsOf(path)) : null;
    await Promise.all([activateLocale(locale), words]);
    return { locale };
  },
  loader: ({ context }) => loadFrame(context.locale),
  staleTime: 5 * 60_000,
  component: LocaleLayout,
  // A first segment that is not a language (`/xx/…`) ends here, before any menu data exists.
  notFoundComponent: FramedNotFound,
  errorComponent: RouteError,
});

function LocaleLayout() {
  const { menu, contact } = Route.useLoaderData();
  return (
    <AppFrame menu={menu} contact={contact}>
      <Outlet />
    </AppFrame>
  );
}
