/**
 * Inline at the end of a member's page, the server's outline (`#root[data-outline]`), before the
 * page loader (built by scripts/boot-scripts.ts; placed by server/site/html/defer-scripts.ts; a
 * public page does not carry it): a member's page needs the session before anything, so it is
 * asked for here, as the page is parsed, beside the scripts rather than after them (a round trip
 * of a phone's link, and the server's time, earlier), under the same Web Lock as every refresh
 * (src/device/one-at-a-time.ts: each rotates the cookie). The first session call takes the answer.
 * (The page's scripts still wait for the outline's paint, src/boot/page-loader.ts: asked for at
 * once, they put the paint off, an order's from 0.9 to 1.45 s in the bench's simulation, and its
 * blocking time up.) Once the session has answered, the page's data that the server named is
 * asked for too (see below).
 */
import type { EarlyRead, EarlyReadsPlan, EarlyState } from './early-state.ts';

(() => {
  const root = document.getElementById('root');
  if (root) {
    const scope = window as Window & EarlyState;
    const ask = () => fetch('/api/auth/session', { credentials: 'same-origin', cache: 'no-store', signal: AbortSignal.timeout(15_000) });
    let early = navigator.locks ? navigator.locks.request('storefront-session', ask) : ask();
    // The page's own data (an order, a ticket: `data-reads`, the route's earlyReads), asked for with
    // the session's token as soon as it comes, while the scripts are still on their way: the page
    // then waits for its code alone. Set before the session call takes the answer (this step comes
    // first), so that its first read finds them.
    const reads = root.dataset.reads;
    if (reads) {
      early = early.then((session) => {
        const plan = JSON.parse(reads) as EarlyReadsPlan;
        const token = session.ok
          ? session
              .clone()
              .json()
              .then((body: { access_token?: unknown }) => body.access_token)
          : Promise.resolve();
        scope.__earlyReads = Object.fromEntries(
          plan.urls.map((url): [string, Promise<EarlyRead | null>] => [
            url,
            token
              .then((t) =>
                typeof t === 'string'
                  ? fetch(url, {
                      // eslint-disable-next-line lingui/no-unlocalized-strings -- an HTTP scheme, not words
                      headers: { ...plan.headers, authorization: `Bearer ${t}` },
                      signal: AbortSignal.timeout(20_000),
                    }).then((response) => ({ token: t, response }))
                  : null,
              )
              // No answer: the page asks itself, as it would have.
              .catch(() => null),
          ]),
        );
        return session;
      });
    }
    // Not taken (a page that never starts): nothing to report.
    early.catch(() => undefined);
    scope.__earlySession = early;
  }
})();
