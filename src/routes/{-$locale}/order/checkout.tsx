import { createFileRoute } from '@tanstack/react-router';
import { CheckoutPage } from '../../../features/checkout/CheckoutPage.tsx';
import { requireSession } from '../../../features/session/guard.ts';

/** Checkout needs a member; the cart stays on the device through signing in. */
export const Route = createFileRoute('/{-$locale}/order/checkout')({
  beforeLoad: ({ params, location }) => requireSession(params.locale, location.href),
  component: CheckoutPage,
});
