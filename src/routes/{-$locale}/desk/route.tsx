import { createFileRoute, Outlet } from '@tanstack/react-router';
import { DeskFrame } from '../../../features/desk/DeskFrame.tsx';
import { requireDesk } from '../../../features/desk/desk-guard.ts';

/** The staff desk (issue 28): a staff session first (its own sign-in), then the desk's frame. */
export const Route = createFileRoute('/{-$locale}/desk')({
  beforeLoad: async ({ params, location }) => ({ staff: await requireDesk(params.locale === 'en' ? 'en' : undefined, location.pathname, location.href) }),
  component: DeskLayout,
});

function DeskLayout() {
  return (
    <DeskFrame>
      <Outlet />
    </DeskFrame>
  );
}
