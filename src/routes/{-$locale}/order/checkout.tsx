import { createFileRoute } from '@tanstack/react-router';
import { loadCheckoutStart } from '../../../features/checkout/checkout-loaders.ts';
import { CheckoutOutline } from '../../../features/checkout/CheckoutOutline.tsx';
import { CheckoutPage } from '../../../features/checkout/CheckoutPage.tsx';
import { ON_THE_DEVICE, requireSession } from '../../../features/session/guard.ts';

/** Checkout needs a member; the cart stays on the device through signing in. */
export const Route = createFileRoute('/{-$locale}/order/checkout')({
  beforeLoad: ({ params, location }) => requireSession(params.locale, location.href),
  ssr: ON_THE_DEVICE,
  pendingComponent: CheckoutOutline,
  // Split with the page's component (vite.config.ts), as the page's own imports of it are.
  loader: ({ context }) => loadCheckoutStart(context.locale),
  staleTime: 0,
  // Whether the member submits for an organisation (loadCheckoutStart), asked with the session.
  staticData: import.meta.env.SSR ? { earlyReads: async ({ locale, offers }) => ((await offers('orders.organisation')) ? [(await import('../../../features/organisation/organisation-reads.ts')).membershipRead(locale)] : []) } : {},
  component: CheckoutRoute,
});

function CheckoutRoute() {
  const { cart, awaiting, requester } = Route.useLoaderData();
  return <CheckoutPage cart={cart} awaiting={awaiting} requester={requester} />;
}
