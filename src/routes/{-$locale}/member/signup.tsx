import { createFileRoute } from '@tanstack/react-router';
import { SignInPage } from '../../../features/signin/SignInPage.tsx';

export const Route = createFileRoute('/{-$locale}/member/signup')({ staticData: { clientOnly: true }, component: SignUpRoute });

function SignUpRoute() {
  return <SignInPage mode="signup" redirect={undefined} />;
}
