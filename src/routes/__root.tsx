import { createRootRoute, Outlet } from '@tanstack/react-router';
import { LoadingBackdrop } from '../features/shell/LoadingBackdrop.tsx';
import { RouteError } from '../features/shell/RouteError.tsx';
import { NotFoundPage } from '../features/shell/StatusPage.tsx';
import { AppProviders } from '../ui/AppProviders.tsx';

export const Route = createRootRoute({
  component: () => (
    <AppProviders>
      <Outlet />
    </AppProviders>
  ),
  notFoundComponent: NotFoundPage,
  errorComponent: RouteError,
  pendingComponent: LoadingBackdrop,
});
