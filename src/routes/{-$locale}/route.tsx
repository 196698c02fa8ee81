import { createFileRoute, notFound, Outlet } from '@tanstack/react-router';
import { loadMenu } from '../../features/menu/menu-loader.ts';
import { AppFrame, FramedNotFound } from '../../features/shell/AppFrame.tsx';
import { RouteError } from '../../features/shell/RouteError.tsx';
import { activateLocale } from '../../i18n/i18n.ts';
import { localeFromParam } from '../../i18n/locale.ts';

export const Route = createFileRoute('/{-$locale}')({
  beforeLoad: async ({ params }) => {
    const locale = localeFromParam(params.locale);
    if (!locale) throw notFound();
    await activateLocale(locale);
    return { locale };
  },
  loader: ({ context }) => loadMenu(context.locale),
  staleTime: 5 * 60_000,
  component: LocaleLayout,
  // A first segment that is not a language (`/xx/…`) ends here, before any menu data exists.
  notFoundComponent: FramedNotFound,
  errorComponent: RouteError,
});

function LocaleLayout() {
  const { menu } = Route.useLoaderData();
  return (
    <AppFrame menu={menu}>
      <Outlet />
    </AppFrame>
  );
}
