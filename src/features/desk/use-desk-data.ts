/**
 * What a desk screen reads: the answer, the failure (offline or the server's), and a retry. The
 * last answer stays on screen while the next is asked for (paging, a filter), and an answer that
 * comes after a newer question is dropped.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiCallError, toApiError } from '../../device/api/client.ts';

export type DeskData<T> = { data: T | undefined; error: ApiCallError | null; loading: boolean; reload: () => void; set: (next: T) => void };

export function useDeskData<T>(load: () => Promise<T>, deps: readonly unknown[]): DeskData<T> {
  const [round, setRound] = useState(0);
  // What is asked: the screen's inputs and the retries; an answer belongs to one question.
  const key = JSON.stringify([...deps, round]);
  const [answer, setAnswer] = useState<{ key: string; data: T | undefined; error: ApiCallError | null }>({ key: '', data: undefined, error: null });
  const latest = useRef(load);
  useEffect(() => {
    latest.current = load;
  });
  useEffect(() => {
    let current = true;
    latest.current().then(
      (data) => current && setAnswer({ key, data, error: null }),
      (err: unknown) => current && setAnswer((was) => ({ key, data: was.data, error: toApiError(err) })),
    );
    return () => {
      current = false;
    };
  }, [key]);
  const reload = useCallback(() => setRound((r) => r + 1), []);
  const set = useCallback((data: T) => setAnswer({ key, data, error: null }), [key]);
  return { data: answer.data, error: answer.key === key ? answer.error : null, loading: answer.key !== key, reload, set };
}

/**
 * A failure that says the screen is out of date (a colleague changed it first: 409, or a move that
 * no longer applies): `reload` shows it as it now is, with the failure still said above it.
 */
export const reloadWhenStale =
  (reload: () => void, statuses: readonly number[] = [409]) =>
  (error: ApiCallError) => {
    if (statuses.includes(error.status_code)) reload();
  };

/**
 * Runs a desk action: its failure is kept (to say so and offer a retry) and handed to `onFailure`
 * (`reloadWhenStale`), its success passed on.
 */
export function useDeskAction<A extends unknown[], T>(act: (...args: A) => Promise<T>, onFailure?: (error: ApiCallError) => void) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ApiCallError | null>(null);
  const last = useRef<A | null>(null);
  const failed = useRef(onFailure);
  useEffect(() => {
    failed.current = onFailure;
  });
  const run = useCallback(
    async (...args: A): Promise<T | undefined> => {
      last.current = args;
      setBusy(true);
      setError(null);
      try {
        return await act(...args);
      } catch (err) {
        const error = toApiError(err);
        setError(error);
        failed.current?.(error);
        return undefined;
      } finally {
        setBusy(false);
      }
    },
    [act],
  );
  const retry = useCallback(() => (last.current ? run(...last.current) : Promise.resolve(undefined)), [run]);
  return { run, retry, busy, error, clear: () => setError(null) };
}
