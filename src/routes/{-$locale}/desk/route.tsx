import { createFileRoute, Outlet } from '@tanstack/react-router';
import { DeskFrame } from '../../../features/desk/DeskFrame.tsx';

/** The staff desk (issue 28): a staff session first (its own sign-in), then the desk's frame. */
export const Route = createFileRoute('/{-$locale}/desk')({
  // The guard (and the desk's client) imported when asked for: public pages never load them.
  beforeLoad: async ({ params, location }) => {
    const { requireDesk } = await import('../../../features/desk/desk-guard.ts');
    return { staff: await requireDesk(params.locale === 'en' ? 'en' : undefined, location.pathname, location.href) };
  },
  component: DeskLayout,
});

function DeskLayout() {
  return (
    <DeskFrame>
      <Outlet />
    </DeskFrame>
  );
}
