import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { FramedNotFound } from '../features/shell/AppFrame.tsx';
import { LoadingBackdrop } from '../features/shell/LoadingBackdrop.tsx';
import { RouteError } from '../features/shell/RouteError.tsx';
import type { RouterContext } from '../router.tsx';
import { AppProviders } from '../ui/AppProviders.tsx';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: () => (
    <AppProviders>
      <Outlet />
    </AppProviders>
  ),
  notFoundComponent: FramedNotFound,
  errorComponent: RouteError,
  pendingComponent: LoadingBackdrop,
});
