import { createFileRoute } from '@tanstack/react-router';
import { SignInPage } from '../../../features/auth/SignInPage.tsx';

export const Route = createFileRoute('/{-$locale}/member/signup')({ component: SignUpRoute });

function SignUpRoute() {
  return <SignInPage mode="signup" redirect={undefined} />;
}
