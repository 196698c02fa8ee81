/** Which desk sections a person's roles open, and the desk route's guard (its sign-in first). */
import { redirect } from '@tanstack/react-router';
import type { StaffSession } from '../../../contract/staff.ts';
import { holds, deskSession } from './desk-client.ts';

export const DESK_SECTIONS = ['tickets', 'orders', 'reviews', 'products', 'organisations', 'discounts', 'shipping', 'staff', 'audit'] as const;
export type DeskSection = (typeof DESK_SECTIONS)[number];

/** The sections a session may use (the server's requireStaff for each section's calls). */
export function deskSections(session: StaffSession | null): DeskSection[] {
  return DESK_SECTIONS.filter((s) => {
    switch (s) {
      case 'tickets':
        return holds(session, 'support');
      case 'orders':
        return holds(session, 'fulfilment', 'support');
      case 'reviews':
        return holds(session, 'moderator');
      case 'products':
        return holds(session, 'catalogue');
      case 'organisations':
        return holds(session, 'accounts');
      case 'discounts':
      case 'shipping':
      case 'staff':
      case 'audit':
        return holds(session, 'admin');
    }
  });
}

const prefix = (locale: 'en' | undefined) => (locale ? `/${locale}` : '');

/** The desk itself (it opens the person's first section). */
export const deskRoot = (locale: 'en' | undefined) => `${prefix(locale)}/desk`;

/** The desk's sign-in, coming back to `back` after. */
export const deskSignInHref = (locale: 'en' | undefined, back: string) => `${prefix(locale)}/desk/signin?redirect=${encodeURIComponent(back)}`;

/**
 * The desk's pages need a staff session: without one, to the desk's sign-in. A server that could
 * not be asked (no connection) lets the page open and say so on its first call.
 */
export async function requireDesk(locale: 'en' | undefined, pathname: string, href: string): Promise<StaffSession | null> {
  if (typeof window === 'undefined' || pathname.endsWith('/desk/signin')) return null;
  const session = await deskSession().catch(() => undefined);
  if (session === null) throw redirect({ href: deskSignInHref(locale, href), replace: true });
  return session ?? null;
}

/** Where `/desk` itself takes a person: their first section. */
export function deskHome(locale: 'en' | undefined, session: StaffSession | null): string {
  const first = deskSections(session)[0];
  return `${prefix(locale)}/desk/${first ?? 'tickets'}`;
}
