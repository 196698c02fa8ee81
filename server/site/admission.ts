/**
 * Admission control for work that may be skipped (server rendering: without it the browser
 * renders the page from the shell). At most `concurrency` tasks run at once and at most `queue`
 * wait; past that the caller is told at once (null), never after seconds. A task is given a
 * signal that aborts at its deadline, counted from its arrival; a task still waiting then is
 * dropped without running.
 */
export type Admission = <T>(task: (signal: AbortSignal) => Promise<T>, deadlineMs?: number) => Promise<T | null>;

export function createAdmission(opts: { concurrency: number; queue: number; deadlineMs: number }): Admission & { stats: () => { running: number; waiting: number } } {
  let running = 0;
  const waiting: (() => void)[] = [];

  const release = () => {
    running--;
    const next = waiting.shift();
    if (next) next();
  };

  const admit = async <T,>(task: (signal: AbortSignal) => Promise<T>, deadlineMs = opts.deadlineMs): Promise<T | null> => {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(new Error('deadline')), deadlineMs);
    try {
      if (running >= opts.concurrency) {
        if (waiting.length >= opts.queue) return null;
        // Wait for a turn, or for the deadline (then leave the queue and give up).
        const turn = await new Promise<boolean>((resolve) => {
          const go = () => resolve(true);
          waiting.push(go);
          controller.signal.addEventListener('abort', () => {
            const i = waiting.indexOf(go);
            if (i >= 0) waiting.splice(i, 1);
            resolve(false);
          });
        });
        if (!turn) return null;
      }
      if (controller.signal.aborted) return null;
      running++;
      try {
        const work = task(controller.signal);
        // A task aborted at its deadline may still reject later: that is expected, not an error.
        work.catch(() => undefined);
        const outcome = await Promise.race([
          work,
          new Promise<null>((resolve) => controller.signal.addEventListener('abort', () => resolve(null))),
        ]);
        return outcome;
      } finally {
        release();
      }
    } finally {
      clearTimeout(timer);
    }
  };
  return Object.assign(admit, { stats: () => ({ running, waiting: waiting.length }) });
}
