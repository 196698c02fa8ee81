import { useState } from 'react';

/**
 * A control's value that shows the member's choice at once, and follows `given` (the URL's, the
 * server's) whenever that changes: the answer to a choice (a new URL, a list read again) comes
 * after it, and a control drawn from `given` alone would flick back meanwhile. `key` says when
 * `given` has changed (for a list, its content, not its identity).
 */
export function useChoice<T>(given: T, key: string = String(given)): [T, (next: T) => void] {
  const [shown, setShown] = useState(given);
  const [from, setFrom] = useState(key);
  if (key !== from) {
    setFrom(key);
    setShown(given);
  }
  return [shown, setShown];
}
