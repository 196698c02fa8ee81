import './fields.css';

/**
 * An on/off setting (a checkbox in the switch's role and look), inside the `<label>` that names
 * it. `busy`: its change is being saved: presses wait, and it says so.
 */
export function Switch({ checked, busy = false, disabled = false, onChange }: { checked: boolean; busy?: boolean; disabled?: boolean; onChange: (on: boolean) => void }) {
  return (
    <input
      type="checkbox"
      role="switch"
      className="switch"
      checked={checked}
      disabled={disabled}
      aria-busy={busy || undefined}
      onChange={(e) => {
        if (!busy) onChange(e.target.checked);
      }}
    />
  );
}
