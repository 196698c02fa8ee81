import { Suspense, useState, type ReactNode } from 'react';
import { preloadable } from './preloadable.tsx';

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

const Confirm = preloadable(() => import('./antd/AntdConfirm.tsx'));

/**
 * A button that asks before a destructive step (cancelling an order). The question is antd's
 * Popconfirm, whose code (antd's overlay, and the scope that themes it) comes when the button is
 * drawn, not with the page: the page's first paint and its main thread do not wait for it. Until
 * then the same button stands in, and a press on it opens the question as soon as it has come.
 */
export function ConfirmButton(props: ConfirmProps) {
  const [asked, setAsked] = useState(false);
  const standIn = (
    <button type="button" className={props.className} disabled={props.disabled} onClick={() => setAsked(true)}>
      {props.children}
    </button>
  );
  return (
    <Suspense fallback={standIn}>
      <Confirm.Component {...props} openAtOnce={asked} />
    </Suspense>
  );
}
