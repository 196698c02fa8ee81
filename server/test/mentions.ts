/**
 * Whether `text` holds `secret` as a value of its own, not as a run of characters inside another
 * one: a six-digit code turns up inside a random request id (`ce051091-0d2f-…`) about once in a
 * few thousand sign-ins, which is no leak. A secret next to a letter or digit is not counted.
 */
export function mentions(text: string, secret: string): boolean {
  const escaped = secret.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?<![0-9A-Za-z])${escaped}(?![0-9A-Za-z])`).test(text);
}
