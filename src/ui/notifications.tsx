/**
 * The notification stack (spec §9): at most 3 at a time, bottom-left, each hidden after 5 s.
 * A tiny store instead of antd's, so that the first paint carries no UI library.
 */
import { useLingui } from '@lingui/react/macro';
import { config } from '../device/config.ts';
import { createStore } from '../device/store.ts';
import { useStore } from '../lib/use-store.ts';

export type Notice = {
  id: number;
  key?: string;
  kind: 'info' | 'success' | 'warning' | 'error';
  title: string;
  description?: string;
  /** One thing the notice offers (Undo): it runs, and the notice closes. */
  action?: { label: string; run: () => void };
};

const NONE: Notice[] = [];
const notices = createStore<Notice[]>(NONE);
let nextId = 1;
const timers = new Map<number, number>();

export function dismiss(id: number) {
  notices.set((list) => list.filter((n) => n.id !== id));
  window.clearTimeout(timers.get(id));
  timers.delete(id);
}

/** Closes the notices that `outdated` picks (what they said is now on the screen anyway). */
export function dismissWhere(outdated: (notice: Notice) => boolean) {
  for (const n of notices.get().filter(outdated)) dismiss(n.id);
}

/** Shows a notice; one with the same `key` replaces the earlier one. */
export function notify(notice: Omit<Notice, 'id'>) {
  const id = nextId++;
  if (notice.key) dismissWhere((n) => n.key === notice.key);
  notices.set((list) => [...list, { ...notice, id }].slice(-config.notification.maxCount));
  timers.set(id, window.setTimeout(() => dismiss(id), config.notification.durationS * 1000));
}

export const useNotices = (): Notice[] => useStore(notices);

export function NotificationStack() {
  const { t } = useLingui();
  const list = useNotices();
  return (
    <section className="notification-stack" aria-live="polite" aria-label={t`Notifications`}>
      {list.map((n) => (
        <div key={n.id} className={`notice notice-${n.kind}`} role={n.kind === 'error' ? 'alert' : 'status'}>
          <div className="notice-text">
            <strong>{n.title}</strong>
            {n.description ? <p>{n.description}</p> : null}
          </div>
          {n.action ? (
            <button
              type="button"
              className="notice-action"
              onClick={() => {
                n.action!.run();
                dismiss(n.id);
              }}
            >
              {n.action.label}
            </button>
          ) : null}
          <button type="button" className="notice-close" aria-label={t`Close`} onClick={() => dismiss(n.id)}>
            ×
          </button>
        </div>
      ))}
    </section>
  );
}
