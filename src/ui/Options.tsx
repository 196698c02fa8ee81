/**
 * A native list's options: `placeholder`, when given, is the first, chosen while nothing is (and
 * not choosable again); then each option's label.
 */
export function Options({ placeholder, options }: { placeholder?: string; options: { value: string | number; label: string }[] }) {
  return (
    <>
      {placeholder === undefined ? null : (
        <option value="" disabled>
          {placeholder}
        </option>
      )}
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </>
  );
}
