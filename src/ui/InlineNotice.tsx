import type { ReactNode } from 'react';
import './fields.css';

/**
 * A note in the page's flow: a step refused, or what being offline means here. `error` and
 * `warning` are announced at once (role alert); `action` is what to do about it (a link).
 */
export function InlineNotice({ kind, children, action, className }: { kind: 'error' | 'warning'; children: ReactNode; action?: ReactNode; className?: string }) {
  return (
    <div role="alert" className={`notice notice-inline notice-${kind}${className ? ` ${className}` : ''}`}>
      <svg className="notice-icon" width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M12 7v6" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
        <circle cx="12" cy="16.8" r="1.4" fill="currentColor" />
      </svg>
      <div className="notice-text">{children}</div>
      {action}
    </div>
  );
}
