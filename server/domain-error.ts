/**
 * What a module's repository says when a request breaks one of the store's rules: no HTTP here
 * (repositories also run in jobs and commands). The API's error handler (http/errors.ts) answers
 * each kind with its status, in the error shape, with the message and details given here.
 */
export type DomainErrorKind = 'refused' | 'conflict' | 'missing' | 'unavailable' | 'forbidden';

export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
  }
}

/** The request breaks a rule of the contract (an unknown province, a closed ticket): 422. */
export const refused = (message: string, details?: unknown) => new DomainError('refused', message, details);
/** The request lost to the state it met (stock taken, an order paid meanwhile): 409. */
export const conflict = (message: string, details?: unknown) => new DomainError('conflict', message, details);
/** What the request names is not there, or not the member's: 404. */
export const missing = (message: string, details?: unknown) => new DomainError('missing', message, details);
/** A provider the request needs (the bank's gateway) refused or did not answer; nothing changed, try again later: 503. */
export const unavailable = (message: string, details?: unknown) => new DomainError('unavailable', message, details);
/** The member may not do this (an organisation's order acted on outside their role): 403. */
export const forbidden = (message: string, details?: unknown) => new DomainError('forbidden', message, details);
