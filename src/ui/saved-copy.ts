/**
 * Whether the page shows this device's copy of what it reads (a member page read while the
 * network was out; `SavedNote` says so on the page). The session's watch reads the page again
 * once the network and the session are both back (features/session/session-watch.ts).
 */
let shown = 0;

/** Marks the page as showing a saved copy until the returned function is called. */
export function markSavedCopy(): () => void {
  shown++;
  let done = false;
  return () => {
    if (done) return;
    done = true;
    shown--;
  };
}

export const showingSavedCopy = () => shown > 0;
