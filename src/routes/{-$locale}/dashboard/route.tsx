import { createFileRoute, Outlet } from '@tanstack/react-router';
import { MemberFrame } from '../../../features/member/MemberFrame.tsx';
import { requireSession } from '../../../features/session/guard.ts';

export const Route = createFileRoute('/{-$locale}/dashboard')({
  beforeLoad: ({ params, location }) => requireSession(params.locale, location.href),
  component: DashboardLayout,
});

function DashboardLayout() {
  return (
    <MemberFrame>
      <Outlet />
    </MemberFrame>
  );
}
