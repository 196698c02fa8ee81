import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { whenIdle } from '../lib/idle.ts';

export type ConfirmProps = {
  title: string;
  description: string;
  okText: string;
  cancelText: string;
  onConfirm: () => void | Promise<void>;
  className: string;
  disabled?: boolean;
  children: ReactNode;
};

type Confirm = ComponentType<ConfirmProps & { openAtOnce: boolean }>;

let loaded: Confirm | null = null;
const load = (): Promise<Confirm> =>
  import('./antd/AntdConfirm.tsx').then((m) => {
    loaded = m.default;
    return m.default;
  });

/**
 * A button that asks before a destructive step (cancelling an order). The question is antd's
 * Popconfirm, whose code (antd's overlay, and the scope that themes it) is not the page's: it is
 * fetched once the page has painted, in a quiet moment, or at once when the button is pressed
 * before that. Until then the same button stands in, and a press on it opens the question as
 * soon as its code has come.
 */
export function ConfirmButton(props: ConfirmProps) {
  const [Loaded, setLoaded] = useState<Confirm | null>(() => loaded);
  const [asked, setAsked] = useState(false);
  useEffect(() => {
    if (Loaded) return;
    let live = true;
    whenIdle(() => void load().then((c) => live && setLoaded(() => c), () => undefined));
    return () => {
      live = false;
    };
  }, [Loaded]);
  if (Loaded) return <Loaded {...props} openAtOnce={asked} />;
  return (
    <button
      type="button"
      className={props.className}
      disabled={props.disabled}
      onClick={() => {
        setAsked(true);
        void load().then((c) => setLoaded(() => c), () => undefined);
      }}
    >
      {props.children}
    </button>
  );
}
