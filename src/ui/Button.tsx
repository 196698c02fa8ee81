import type { ButtonHTMLAttributes, MouseEvent } from 'react';
import './fields.css';

type Props = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className'> & {
  /** primary: the step forward; secondary: the others; danger: what destroys. */
  kind?: 'primary' | 'secondary' | 'danger';
  /** Its work is under way: a spinner, and presses are ignored (the button keeps its focus: not `disabled`). */
  busy?: boolean;
  className?: string;
};

/** The site's pill button (ui/global.css), with a busy state, for the member's forms. */
export function Button({ kind = 'secondary', busy = false, type = 'button', className, onClick, children, ...rest }: Props) {
  return (
    <button
      {...rest}
      type={type}
      className={`button-${kind}${className ? ` ${className}` : ''}`}
      aria-disabled={busy || undefined}
      onClick={(e: MouseEvent<HTMLButtonElement>) => {
        if (busy) e.preventDefault();
        else onClick?.(e);
      }}
    >
      {busy ? <span className="button-spinner" aria-hidden="true" /> : null}
      {children}
    </button>
  );
}
