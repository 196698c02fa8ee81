/** The desk's sign-in: the members' steps (captcha, one-time code) into a staff session of its own. */
import { useMemo } from 'react';
import { useLocaleParam } from '../../ui/use-locale.ts';
import { SignInPage, type DeskSignInWay } from '../auth/SignInPage.tsx';
import { deskVerify } from './desk-client.ts';
import { deskRoot } from './desk-guard.ts';

export function DeskSignIn({ redirect }: { redirect: string | undefined }) {
  const locale = useLocaleParam();
  const way = useMemo<DeskSignInWay>(() => ({ verify: deskVerify, home: deskRoot(locale) }), [locale]);
  return <SignInPage mode="desk" redirect={redirect} desk={way} />;
}
