import { useLingui } from '@lingui/react/macro';
import { useId, useState, type ReactNode } from 'react';
import './fields.css';

/** What is wrong with a field, as the server would say it (null: nothing). */
export type Checks<F extends string, V> = Record<F, (values: V) => string | null>;

/** What a field's control is given: its id and name, and its message tied to it. */
export type ControlProps<F extends string> = { id: string; name: F; 'aria-invalid': boolean; 'aria-describedby'?: string };

/**
 * A form in the site's own elements, checked here as the server checks it: the messages show when
 * it is sent (then they follow the typing: shown as a field is left, a message would push the
 * button down under the press that left it, and the press be lost), sending it with mistakes puts
 * the focus on the first, and a field the server still refused is marked until it is changed.
 */
export function useForm<F extends string, V>(fields: readonly F[], checks: Checks<F, V>, values: V) {
  const { t } = useLingui();
  const id = useId();
  const [checked, setChecked] = useState(false);
  const [refused, setRefused] = useState<ReadonlyMap<F, string>>(new Map());
  const problem = (f: F) => refused.get(f) ?? (checked ? checks[f](values) : null);
  return {
    /** On sending: true when every field is right; else the messages show, and the first wrong field has the focus. */
    ready(): boolean {
      setChecked(true);
      const wrong = fields.find((f) => checks[f](values) !== null);
      if (wrong === undefined) return true;
      document.getElementById(`${id}-${wrong}`)?.focus();
      return false;
    },
    /** Sent: a fresh form. */
    reset() {
      setChecked(false);
      setRefused(new Map());
    },
    /** The fields the server refused (the names in its answer's details), with what to say on them. */
    refuse(names: string[], message: string = t`Check this field: it was not accepted.`) {
      setRefused(new Map(fields.filter((f) => names.includes(f)).map((f) => [f, message])));
    },
    /** `f` changed: the server's refusal of it no longer stands. */
    changed(f: F) {
      setRefused((r) => (r.has(f) ? new Map([...r].filter(([x]) => x !== f)) : r));
    },
    /**
     * A group of choices (radio cards) named by its legend, with its message: `choices` gets the
     * name and the id for its first choice, which takes the focus when the group is wrong.
     */
    group(f: F, legend: string, choices: (props: { name: F; firstId: string }) => ReactNode) {
      const message = problem(f);
      return (
        <fieldset className="field" aria-describedby={message ? `${id}-${f}-error` : undefined}>
          <legend>{legend}</legend>
          {choices({ name: f, firstId: `${id}-${f}` })}
          {message ? (
            <p id={`${id}-${f}-error`} className="field-error">
              {message}
            </p>
          ) : null}
        </fieldset>
      );
    },
    /** A field's label, control and message, tied together for a screen reader. */
    field(f: F, label: string, control: (props: ControlProps<F>) => ReactNode, { optional = false, hint }: { optional?: boolean; hint?: string } = {}) {
      const message = problem(f);
      const optionalWord = t`(optional)`;
      const described = [message ? `${id}-${f}-error` : null, hint ? `${id}-${f}-hint` : null].filter(Boolean).join(' ');
      return (
        <div className="field">
          <label htmlFor={`${id}-${f}`}>
            {label}
            {optional ? <span className="field-optional"> {optionalWord}</span> : null}
          </label>
          {control({ id: `${id}-${f}`, name: f, 'aria-invalid': message !== null, ...(described ? { 'aria-describedby': described } : {}) })}
          {hint ? (
            <p id={`${id}-${f}-hint`} className="field-hint">
              {hint}
            </p>
          ) : null}
          {message ? (
            <p id={`${id}-${f}-error`} className="field-error">
              {message}
            </p>
          ) : null}
        </div>
      );
    },
  };
}
