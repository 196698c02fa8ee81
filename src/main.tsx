import './ui/fonts.css';
import './ui/global.css';
import './ui/cart-review.css';
import './ui/frame.css';
import { RouterProvider } from '@tanstack/react-router';
import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { startCompareWatch } from './features/compare/compare-ids.ts';
import { openCart, startCartWatch } from './features/cart/cart-store.ts';
import { preloadCartDrawer } from './features/cart/CartButton.tsx';
import { preloadCategoriesDrawer } from './features/shell/BottomNav.tsx';
import { notePageLoading, registerServiceWorker } from './features/pwa/sw-bridge.ts';
import { startSession, startSessionIfMember, whenMember } from './features/session/session-view.ts';
import { watchSession } from './features/session/session-watch.ts';
import { nextTask, whenIdleEach } from './lib/idle.ts';
import { startPageReads } from './device/api/read-age.ts';
import { readLocal } from './lib/local-store.ts';
import { allowInstallOffer, captureInstallOffer } from './features/pwa/install-offer.ts';

/** How long after the page settles the invitation to install may appear. */
const INSTALL_OFFER_DELAY_MS = 4_000;
import type { EarlyState } from './boot/early-state.ts';
import { localeOfPath } from './i18n/locale.ts';
import { applyStoredCalendar } from './i18n/calendar.ts';
import { followMemberCalendar } from './features/profile/member-calendar.ts';
import { startAnalytics } from './features/analytics/analytics.ts';
import { createAppRouter } from './router.tsx';
import { applyLateStylesWhenNeeded } from './ui/late-styles.ts';
import { showFailedImagesAsFrames } from './ui/failed-images.ts';
import { startSiteFont } from './ui/site-font.ts';

/**
 * The taps made before hydration began (kept by the server's page, src/boot/early-input.ts), as
 * replays; from then on React replays taps itself.
 */
function takeEarlyClicks(): (() => void)[] {
  const scope = window as Window & EarlyState;
  const clicks = scope.__earlyClicks ?? [];
  scope.__earlyClicks = null;
  return clicks.map((button) => () => whenHydrated(button, () => void (button.isConnected && button.click())));
}

type Tick = NonNullable<EarlyState['__earlyTicks']>[number];
type Choice = NonNullable<EarlyState['__earlyChoices']>[number];

/** Whether React has adopted the node (it marks those with its props, `__reactProps$…`). */
const adopted = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactProps$'));

/**
 * A box as the shopper left it, once React has adopted it: where the one then shown (the server's,
 * adopted, or one React drew instead) says otherwise, it is clicked as they clicked it.
 */
function replayTick(tick: Tick) {
  const box = () => {
    const form = document.getElementById(tick.form);
    const fields = form instanceof HTMLFormElement ? [...form.elements] : [];
    return fields.find((f): f is HTMLInputElement => f instanceof HTMLInputElement && f.type === 'checkbox' && f.name === tick.name && f.value === tick.value);
  };
  const found = box();
  if (found) whenHydrated(found, () => void (box()?.checked === !tick.checked && box()?.click()));
}

/** React listens for the list's own event: the choice is made again as the shopper made it. */
const replayChoice = ({ select, value }: Choice) =>
  whenHydrated(select, () => {
    if (!select.isConnected) return;
    select.value = value;
    select.dispatchEvent(new Event('change', { bubbles: true }));
  });

/**
 * The list choices and ticks made on fields React had not adopted yet, up to the end of
 * hydration (a transition: a box may be ticked while React is adopting the page around it), as
 * replays. Each puts the field as the shopper left it, so a change React did see is not made twice.
 */
function takeEarlyChoices(): (() => void)[] {
  const scope = window as Window & EarlyState;
  const choices = scope.__earlyChoices ?? [];
  const ticks = scope.__earlyTicks ?? [];
  scope.__earlyChoices = scope.__earlyTicks = null;
  return [...ticks.map((tick) => () => replayTick(tick)), ...choices.map((choice) => () => replayChoice(choice))];
}

/**
 * From the root's commit on, the page keeps what the server's script kept before it: the root
 * commits before the route boundaries inside it are adopted, and a change on a field of such a
 * boundary may reach no handler (the boundary, adopted later, draws the field as React has it).
 * Each such change is replayed once its field is adopted; a change React saw leaves the field as
 * the shopper left it, and is not made twice.
 */
function keepLateChoices() {
  document.addEventListener(
    'change',
    (e) => {
      const target = e.target;
      if (!(target instanceof Element) || adopted(target)) return;
      if (target instanceof HTMLSelectElement) replayChoice({ select: target, value: target.value });
      if (target instanceof HTMLInputElement && target.type === 'checkbox' && target.form?.id) {
        replayTick({ form: target.form.id, name: target.name, value: target.value, checked: target.checked });
      }
    },
    true,
  );
}

/**
 * Runs `run` once React has adopted `element`. The root commits before the route boundaries
 * inside it are hydrated, and a click on a part not yet hydrated would reach no handler. React
 * marks the nodes it has adopted with its props (`__reactProps$…`, an internal name stable since
 * React 17); past the deadline the click goes anyway.
 */
function whenHydrated(element: Element, run: () => void, deadline = performance.now() + 3_000) {
  if (adopted(element) || performance.now() > deadline) run();
  else requestAnimationFrame(() => whenHydrated(element, run, deadline));
}

/** Renders nothing; runs `run` once the tree around it has hydrated. */
function AfterHydration({ run }: { run: () => void }) {
  useEffect(run, [run]);
  return null;
}

/**
 * Start-up as a chain of short tasks (lib/idle.ts, nextTask): evaluating the scripts, making the
 * router, loading the page's routes, then hydrating
 * (itself in slices), so that no step holds the main thread long enough to make a tap wait.
 */
async function boot() {
  // The browser's offer to install is kept from the very start, for the app's own invitation later.
  captureInstallOffer();
  // A photo the device cannot have shows as its frame, not a broken image.
  showFailedImagesAsFrames();
  // The whole style sheet when the page first needs it, before hydration changes anything.
  applyLateStylesWhenNeeded();
  await nextTask();
  const router = createAppRouter({ origin: window.location.origin });
  // A session refused or ended elsewhere reads the page again (its guard then sends to sign-in),
  // from now on: also while the first page is still loading.
  watchSession(router);
  // The offline banner dates the page from the answers of the page being shown (api/read-age.ts).
  router.subscribe('onBeforeLoad', ({ pathChanged, hrefChanged }) => {
    if (pathChanged || hrefChanged) startPageReads();
    // The worker's own downloads wait while the shopper's page loads.
    notePageLoading(true);
  });
  router.subscribe('onResolved', () => notePageLoading(false));
  // Page views, when the storefront is built with an analytics id (first-party, nothing personal).
  startAnalytics(router);
  const locale = localeOfPath(location.pathname);
  // The site's font, on a first visit from the next page the visitor opens (ui/site-font.ts).
  startSiteFont(locale, (apply) => {
    const stop = router.subscribe('onBeforeLoad', ({ pathChanged }) => {
      if (!pathChanged) return;
      stop();
      apply();
    });
  });
  const app = (
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>
  );
  const container = document.getElementById('root')!;
  const outline = container.hasAttribute('data-outline');
  if (outline || !container.firstElementChild) {
    // The service worker's offline shell, or a page the server left to the browser. Or the server's
    // outline of a page drawn here (a member's page: their frame, the page's heading), which stays
    // on the screen until the page is ready (the session known, the data read) and is then
    // replaced in one frame: no blank moment between them, and nothing shifts.
    applyStoredCalendar();
    if (!outline) {
      createRoot(container).render(app);
      return;
    }
    // A member's page: the session is asked for at once (the routes' beforeLoad waits for it, after
    // the words), and once that request is on its way, the page's code (the router would ask for
    // it only once the session is known, a round trip later; before it, the code would queue the
    // session's request behind it).
    const loadPageCode = () => {
      for (const match of router.matchRoutes(router.latestLocation)) {
        const route = router.routesById[match.routeId as keyof typeof router.routesById];
        if (route) void router.loadRouteChunk(route)?.catch(() => undefined);
      }
    };
    void startSession().then(loadPageCode, loadPageCode);
    await router.load();
    // As a transition, the page is drawn in slices that yield to the browser (the outline stays on
    // the screen meanwhile), not in one task as long as the page is big.
    startTransition(() => createRoot(container).render(app));
    return;
  }
  // The server rendered this page (server/site/ssr.ts): load the same routes from the API
  // answers it inlined (device/api/boot.ts, no network), then adopt its HTML instead of redrawing it.
  // `ssr` tells the router to build the same tree as on the server (no suspense at the root).
  router.ssr = { manifest: undefined };
  // After the browser's first frame: the server's HTML paints before the work of hydrating.
  const afterFirstPaint = new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
  await nextTask();
  await Promise.all([router.load(), afterFirstPaint]);
  await nextTask();
  // From here React replays taps itself; those made before, the server's page kept for us.
  const clicks = takeEarlyClicks();
  const hydrating = (
    <>
      {app}
      <AfterHydration
        run={() => {
          [...takeEarlyChoices(), ...clicks].forEach((replay) => replay());
          keepLateChoices();
          // The member's calendar, where it is not the language's: the dates are drawn again.
          applyStoredCalendar();
        }}
      />
    </>
  );
  // As a transition, hydration yields to the browser every few milliseconds instead of holding
  // the main thread for the whole page (what a tap during start-up would otherwise wait for).
  startTransition(() => void hydrateRoot(container, hydrating));
}

// The rest waits until the page has started and had quiet moments, each part in a task of its
// own: the page comes first. (A page that needs the session sooner, a member page, starts it itself.)
const startIdleWork = () =>
  whenIdleEach([
    startCompareWatch,
    () => startCartWatch(localeOfPath(location.pathname)),
    // The sheets a tap opens (the cart, the phone's categories): their code ready before the tap.
    preloadCartDrawer,
    preloadCategoriesDrawer,
    // The service worker once the session is known: an update prompt then appears on a page whose
    // start-up requests are over (one racing the worker's takeover holds it up: sw-bridge.ts).
    () => void startSessionIfMember().then(registerServiceWorker, registerServiceWorker),
    // The calendar the member chose, from their session (after hydration: the page's dates are drawn again).
    followMemberCalendar,
    () => {
      // The outbox (and IndexedDB with it) loads for members only: visitors have nothing to send.
      whenMember(() => void import('./features/outbox/outbox-runner.ts').then((m) => m.startOutbox()));
      // The notifications' unread count (the bell, the bottom bar's account), for members only.
      whenMember(() => void import('./features/notices/unread-watch.ts').then((m) => m.startUnreadWatch()));
      // A device with notifications on stays registered for whoever is signed in, in this page's language.
      if ('Notification' in window && Notification.permission === 'granted') {
        whenMember(() => void import('./features/notices/device-push.ts').then((m) => m.keepDevicePush(localeOfPath(location.pathname)).catch(() => undefined)));
      }
      // Saved packs (and IndexedDB with them) load only on a device that saved one: a download cut off
      // by a closed tab carries on, and a pack older than a day refreshes itself while online.
      if (readLocal('packs')) void import('./features/offline-packs/pack-downloader.ts').then((m) => m.resumePacks());
      // The manifest's cart shortcut (`/?cart=open`): the drawer opens.
      if (new URLSearchParams(location.search).get('cart') === 'open') void openCart(true);
      // Never on first paint: the invitation to install may show a few seconds after the page settled.
      window.setTimeout(allowInstallOffer, INSTALL_OFFER_DELAY_MS);
    },
  ]);

// From a microtask, not from this module's top level: the browser's tracing tools (Lighthouse's
// among them) record where a timer or a frame callback was asked for, and at the top level that
// means re-reading the whole bundle for its source positions, a long task of its own.
queueMicrotask(() => void boot().finally(startIdleWork));
