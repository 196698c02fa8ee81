/** A rating shown, not asked for: five stars, those earned lit (hidden from screen readers: say the rating beside it). */
export function Stars({ value }: { value: number }) {
  const rounded = Math.round(value);
  return (
    <span className="stars" aria-hidden="true">
      {'★'.repeat(rounded)}
      <span className="stars-off">{'★'.repeat(5 - rounded)}</span>
    </span>
  );
}
