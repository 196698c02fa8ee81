import { createFileRoute, Outlet } from '@tanstack/react-router';
import { MemberFrame } from '../../../features/member/MemberFrame.tsx';
import { MemberOutline } from '../../../features/member/MemberOutline.tsx';
import { ON_THE_DEVICE, requireSession } from '../../../features/session/guard.ts';

export const Route = createFileRoute('/{-$locale}/credit')({
  beforeLoad: ({ params, location }) => requireSession(params.locale, location.href),
  ssr: ON_THE_DEVICE,
  pendingComponent: MemberOutline,
  component: CreditLayout,
});

function CreditLayout() {
  return (
    <MemberFrame>
      <Outlet />
    </MemberFrame>
  );
}
