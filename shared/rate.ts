/** Spec §5 and §9: ratings are 1 to 5. */
export const RATE_MIN = 1;
export const RATE_MAX = 5;

/** A review rating: an integer 1..5, or null when the value is outside the range. */
export function validReviewRate(value: unknown): number | null {
  const n = typeof value === 'string' ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n >= RATE_MIN && n <= RATE_MAX ? n : null;
}

/** Spec §5: a ticket review rate must be 1 to 5, otherwise 1 is sent. */
export function ticketReviewRate(value: unknown): number {
  return validReviewRate(value) ?? RATE_MIN;
}
