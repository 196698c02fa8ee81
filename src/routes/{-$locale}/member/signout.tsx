import { createFileRoute } from '@tanstack/react-router';
import { SignOutPage } from '../../../features/session/SignOutPage.tsx';

/**
 * Signs out when the page is shown, never in a loader: links are preloaded on hover, and a
 * hover must not sign anyone out.
 */
export const Route = createFileRoute('/{-$locale}/member/signout')({ component: SignOutPage });
