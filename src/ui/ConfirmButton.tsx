import { useEffect, useId, useRef, useState, type ReactNode } from 'react';

/**
 * A button that asks before a destructive step (cancelling an order): pressed, it gives way to
 * the question in place, with the step in the danger colour and a way back, which has the focus
 * (a second press on the same spot keeps what is there). Escape, or "keep", puts the button back.
 * The site's own elements, not antd's overlay: the page loads no code for it, and the question
 * stays in the page's flow on a phone, where a popover covers what it is about.
 */
export function ConfirmButton({ title, description, okText, cancelText, onConfirm, className, disabled, label, children }: {
  title: string;
  /** The button's name where its text alone does not say what it acts on ("Remove" → "Remove Ward 7"). */
  label?: string;
  description?: string;
  okText: string;
  cancelText: string;
  onConfirm: () => void | Promise<void>;
  className: string;
  disabled?: boolean;
  children: ReactNode;
}) {
  const [asking, setAsking] = useState(false);
  const id = useId();
  const keep = useRef<HTMLButtonElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);
  useEffect(() => {
    if (asking) keep.current?.focus();
    else if (returnFocus.current) trigger.current?.focus();
  }, [asking]);
  const close = () => {
    returnFocus.current = true;
    setAsking(false);
  };
  if (!asking) {
    return (
      <button ref={trigger} type="button" className={className} disabled={disabled} aria-label={label} aria-haspopup="dialog" onClick={() => setAsking(true)}>
        {children}
      </button>
    );
  }
  return (
    <div
      role="alertdialog"
      aria-labelledby={`${id}-q`}
      aria-describedby={description ? `${id}-d` : undefined}
      className="confirm-step"
      onKeyDown={(e) => {
        if (e.key === 'Escape') close();
      }}
    >
      <p id={`${id}-q`} className="confirm-question">
        {title}
      </p>
      {description ? (
        <p id={`${id}-d`} className="confirm-detail">
          {description}
        </p>
      ) : null}
      <div className="confirm-actions">
        <button
          type="button"
          className="button-danger"
          disabled={disabled}
          onClick={() => {
            setAsking(false);
            void onConfirm();
          }}
        >
          {okText}
        </button>
        <button ref={keep} type="button" className="button-secondary" onClick={close}>
          {cancelText}
        </button>
      </div>
    </div>
  );
}
