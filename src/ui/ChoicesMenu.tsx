import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { useChoice } from './use-choice.ts';
import './fields.css';

export type Choice<T> = { value: T; text: string };

/**
 * Several of a list's choices (the statuses to show), folded into one field: it says what is
 * chosen ("Any status" when nothing is), and opens on a press to the list of checkboxes. The
 * browser's own disclosure (`<details>`); a press outside it or Escape folds it again.
 */
export function ChoicesMenu<T extends string | number>({ label, none, choices, chosen, onToggle }: {
  label: string;
  /** What it says with nothing chosen ("Any status"). */
  none: string;
  choices: Choice<T>[];
  chosen: T[];
  onToggle: (value: T, on: boolean) => void;
}) {
  const { t } = useLingui();
  const ref = useRef<HTMLDetailsElement>(null);
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (!open) return undefined;
    const away = (e: Event) => {
      if (!ref.current?.contains(e.target as Node)) ref.current?.removeAttribute('open');
    };
    const escape = (e: KeyboardEvent) => {
      if (e.key !== 'Escape' || !ref.current) return;
      ref.current.removeAttribute('open');
      ref.current.querySelector('summary')?.focus();
    };
    document.addEventListener('pointerdown', away);
    document.addEventListener('focusin', away);
    document.addEventListener('keydown', escape);
    return () => {
      document.removeEventListener('pointerdown', away);
      document.removeEventListener('focusin', away);
      document.removeEventListener('keydown', escape);
    };
  }, [open]);
  // A tick shows at once; the caller's answer (a new URL, a list read again) comes after it.
  const [ticked, setTicked] = useChoice(chosen, chosen.join(','));
  const said = choices.filter((c) => ticked.includes(c.value)).map((c) => c.text);
  const summary = said.length ? said.join(t`, `) : none;
  return (
    <details ref={ref} className="choices-menu" onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary className="field-input" aria-label={`${label}: ${summary}`}>
        <span className="choices-menu-said">{summary}</span>
      </summary>
      <div className="choices-menu-list" role="group" aria-label={label}>
        {choices.map((c) => (
          <label key={String(c.value)} className="check">
            <input
              type="checkbox"
              checked={ticked.includes(c.value)}
              onChange={(e) => {
                const on = e.target.checked;
                setTicked(on ? [...ticked, c.value] : ticked.filter((v) => v !== c.value));
                onToggle(c.value, on);
              }}
            />
            {c.text}
          </label>
        ))}
      </div>
    </details>
  );
}
