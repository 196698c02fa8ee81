import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import './fields.css';

export type Tab<K extends string> = { key: K; label: string; panel: ReactNode };

/**
 * Tabs in the site's own elements (the WAI-ARIA tabs pattern): a row of tabs, the chosen one's
 * panel under it. The arrow keys move along the row in its reading direction (left is forward in
 * Persian), Home and End to its ends, and the tab moved to is chosen. The other panels stay
 * mounted, hidden, so what was typed in one is still there on coming back to it.
 */
export function Tabs<K extends string>({ label, tabs, initial }: { label: string; tabs: readonly Tab<K>[]; initial?: K }) {
  const id = useId();
  const [chosen, setChosen] = useState<K>(initial ?? tabs[0]!.key);
  const choose = (k: K) => {
    setChosen(k);
    document.getElementById(`${id}-tab-${k}`)?.focus();
  };
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const at = tabs.findIndex((t) => t.key === chosen);
    const n = tabs.length;
    const ahead = getComputedStyle(e.currentTarget).direction === 'rtl' ? -1 : 1;
    const step = e.key === 'ArrowRight' ? ahead : e.key === 'ArrowLeft' ? -ahead : 0;
    const to = step ? (at + step + n) % n : e.key === 'Home' ? 0 : e.key === 'End' ? n - 1 : -1;
    if (to < 0) return;
    e.preventDefault();
    choose(tabs[to]!.key);
  };
  return (
    <div className="tab-set">
      <div role="tablist" aria-label={label} className="tab-set-list" onKeyDown={onKeyDown}>
        {tabs.map((t) => (
          <button
            key={t.key}
            type="button"
            role="tab"
            id={`${id}-tab-${t.key}`}
            aria-selected={t.key === chosen}
            aria-controls={`${id}-panel-${t.key}`}
            tabIndex={t.key === chosen ? 0 : -1}
            className="tab-set-tab"
            onClick={() => choose(t.key)}
          >
            {t.label}
          </button>
        ))}
      </div>
      {tabs.map((t) => (
        <div key={t.key} role="tabpanel" id={`${id}-panel-${t.key}`} aria-labelledby={`${id}-tab-${t.key}`} hidden={t.key !== chosen} className="tab-set-panel">
          {t.panel}
        </div>
      ))}
    </div>
  );
}
