import { createFileRoute, Outlet } from '@tanstack/react-router';
import { MemberFrame } from '../../../features/member/MemberFrame.tsx';
import { requireSession } from '../../../features/session/guard.ts';

export const Route = createFileRoute('/{-$locale}/credit')({
  beforeLoad: ({ params, location }) => requireSession(params.locale, location.href),
  component: CreditLayout,
});

function CreditLayout() {
  return (
    <MemberFrame>
      <Outlet />
    </MemberFrame>
  );
}
