/**
 * The devices a member is told on by Web Push. A subscription belongs to the session that made it:
 * signing out there (or the session being revoked) removes it, so a shared ward computer stops
 * showing the last member's orders. An endpoint is one device's: subscribing it again, from
 * another member's session, moves it to them.
 */
import { and, eq } from 'drizzle-orm';
import type { PushState, PushSubscribeBody } from '../../../contract/member.ts';
import type { Db, Queryable } from '../../db/create-db.ts';
import { pushSubscriptions } from '../../db/schema.ts';
import type { MemberScope, MemberSession } from '../../http/api-router.ts';
import type { PushSender } from './web-push.ts';

export async function pushState(db: Db, push: PushSender | null, endpoint: string | undefined, { memberId }: MemberScope): Promise<PushState> {
  if (!push) return { public_key: null, subscribed: false };
  const [row] = endpoint
    ? await db
        .select({ id: pushSubscriptions.id })
        .from(pushSubscriptions)
        .where(and(eq(pushSubscriptions.endpoint, endpoint), eq(pushSubscriptions.memberId, memberId)))
    : [];
  return { public_key: push.publicKey, subscribed: Boolean(row) };
}

/** Records (or moves to this member and session) a device's subscription; one statement, so devices subscribing at once cannot make two rows. */
export async function subscribe(db: Db, body: PushSubscribeBody, { memberId, sessionId }: MemberSession) {
  const row = { memberId, sessionId, endpoint: body.endpoint, p256dh: body.keys.p256dh, auth: body.keys.auth, lang: body.lang };
  await db
    .insert(pushSubscriptions)
    .values(row)
    .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: { memberId, sessionId, p256dh: row.p256dh, auth: row.auth, lang: row.lang } });
}

/** The member's device stops being told (only their own: another member's endpoint is left alone). */
export async function unsubscribe(db: Db, endpoint: string, { memberId }: MemberScope) {
  await db.delete(pushSubscriptions).where(and(eq(pushSubscriptions.endpoint, endpoint), eq(pushSubscriptions.memberId, memberId)));
}

/** A session ended (signed out, or revoked): its devices are told nothing more. */
export async function forgetSessionDevices(db: Queryable, sessionId: string) {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.sessionId, sessionId));
}
