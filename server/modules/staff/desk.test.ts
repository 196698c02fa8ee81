/**
 * The staff desk's people (issue 28, "who and how they sign in"): the first admin is added by a
 * command; staff sign in with the members' one-time codes into a session of their own (its own
 * cookie path and token audience, never a member's); every route checks its role on the server;
 * a change of roles or a removal ends the person's sessions at once; every change is in the audit
 * log, which nobody can edit; the store keeps an admin, also when two admins remove each other at
 * once; a number is added once however many admins add it together.
 */
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { StaffSession } from '../../../contract/staff.ts';
import { auditLog } from '../../db/schema.ts';
import { fileHarness } from '../../test/harness.ts';
import { freshMobile, signInHelpers } from '../../test/sign-in.ts';
import { addStaff } from './staff-repo.ts';
import { deskHelpers } from './desk-test-kit.ts';

const h = fileHarness();
const { cookieOf, signIn } = signInHelpers(() => h);
const { deskSignIn, desk } = deskHelpers(() => h);

let adminMobile: string;
let admin: StaffSession;
beforeAll(async () => {
  adminMobile = freshMobile('0912');
  // `npm run staff:add -- … --role admin` (scripts/staff-add.ts) does this.
  await addStaff(h.handle.db, { mobile: adminMobile.slice(1), name: 'Maryam Karimi', roles: ['admin'] }, null);
  const signedIn = await deskSignIn(adminMobile);
  expect(signedIn.res.status).toBe(200);
  admin = signedIn.body.data;
});

describe('the desk’s people', () => {
  it('signs staff in with the members’ code into a session of its own; a member or a stranger is not staff', async () => {
    expect(admin.staff).toMatchObject({ name: 'Maryam Karimi', roles: ['admin'] });
    expect((await desk(admin.access_token)('/me')).body!.data).toMatchObject({ name: 'Maryam Karimi', roles: ['admin'] });

    const stranger = await deskSignIn(freshMobile('0935'));
    expect(stranger.res.status).toBe(403);
    expect(stranger.body.error!.details!.reason).toBe('not_staff');
    // A member's token opens no desk route, and a staff token no member route.
    const member = await signIn(freshMobile('0919'), { first_name: 'Test', last_name: 'Buyer' });
    expect((await desk(member.session.access_token)('/me')).status).toBe(401);
    const asMember = await h.call('/v1/sitemember/fa/notifications/unread', { headers: { authorization: `Bearer ${admin.access_token}` } });
    expect(asMember.status).toBe(401);
    expect((await desk(null)('/me')).status).toBe(401);
  });

  it('keeps its refresh cookie on the desk’s own path, renews it, and signs out', async () => {
    const mobile = freshMobile('0912');
    await addStaff(h.handle.db, { mobile: mobile.slice(1), name: 'Reza Tehrani', roles: ['support'] }, null);
    const { res } = await deskSignIn(mobile);
    expect(res.headers.get('set-cookie')).toMatch(/desk_session=.+; Max-Age=43200; Path=\/api\/desk\/auth\/; HttpOnly; SameSite=Strict/);
    const cookie = cookieOf(res);
    const renewed = await h.call('/api/desk/auth/session', { headers: { cookie } });
    const session = (await renewed.json()) as StaffSession;
    expect(session.staff.roles).toEqual(['support']);
    const next = cookieOf(renewed);
    // The cookie presented is spent.
    expect(await (await h.call('/api/desk/auth/session', { headers: { cookie } })).json()).toEqual({ error: 'RefreshAccessTokenError' });
    expect((await h.call('/api/desk/auth/signout', { method: 'POST', headers: { cookie: next } })).status).toBe(204);
    expect((await desk(session.access_token)('/me')).status).toBe(401);
    expect(await (await h.call('/api/desk/auth/session', { headers: { cookie: next } })).json()).toEqual({ error: 'RefreshAccessTokenError' });
  });

  it('refuses on the server what a role may not do (403), and ends a person’s sessions when their roles change or they are removed', async () => {
    const mobile = freshMobile('0912');
    const added = await desk(admin.access_token)('/staff', { body: { mobile_number: mobile, name: 'Sara Ahmadi', roles: ['support'] } });
    expect(added.status).toBe(201);
    const id = (added.body!.data as { id: number }).id;
    const support = (await deskSignIn(mobile)).body.data;
    const asSupport = desk(support.access_token);
    expect((await asSupport('/me')).status).toBe(200);
    for (const [path, method] of [
      ['/staff', 'GET'],
      ['/audit', 'GET'],
      [`/staff/${id}`, 'DELETE'],
    ] as const) {
      const r = await asSupport(path, { method });
      expect(r.status).toBe(403);
      expect(r.body!.error!.details).toMatchObject({ reason: 'role', roles: ['admin'] });
    }
    expect((await asSupport('/staff', { body: { mobile_number: freshMobile('0912'), name: 'X', roles: ['admin'] } })).status).toBe(403);
    // Colleagues (to hand a ticket on): every role sees names and roles, never numbers.
    const colleagues = (await asSupport('/colleagues')).body!.data as Record<string, unknown>[];
    expect(colleagues).toContainEqual({ id, name: 'Sara Ahmadi', roles: ['support'] });
    expect(colleagues.every((p) => !('mobile' in p))).toBe(true);

    // Roles changed: the old session ends at once.
    const changed = await desk(admin.access_token)(`/staff/${id}`, { method: 'PUT', body: { name: 'Sara Ahmadi', roles: ['support', 'fulfilment'] } });
    expect(changed.body!.data).toMatchObject({ roles: ['support', 'fulfilment'] });
    expect((await asSupport('/me')).status).toBe(401);
    const again = (await deskSignIn(mobile)).body.data;
    expect(again.staff.roles).toEqual(['support', 'fulfilment']);
    // Removed: likewise, and signing in again is refused.
    expect((await desk(admin.access_token)(`/staff/${id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await desk(again.access_token)('/me')).status).toBe(401);
    expect((await deskSignIn(mobile)).res.status).toBe(403);
    expect(((await desk(admin.access_token)('/staff')).body!.data as { id: number }[]).map((p) => p.id)).not.toContain(id);
  });

  it('writes every change to the audit log, which can be filtered and cannot be edited', async () => {
    const mobile = freshMobile('0912');
    const added = await desk(admin.access_token)('/staff', { body: { mobile_number: mobile, name: 'Nima Karimi', roles: ['moderator'] } });
    const id = (added.body!.data as { id: number }).id;
    await desk(admin.access_token)(`/staff/${id}`, { method: 'PUT', body: { name: 'Nima Karimi', roles: ['catalogue'] } });
    const log = await desk(admin.access_token)(`/audit?subject_type=staff&subject_id=${id}`);
    expect(log.status).toBe(200);
    const entries = log.body!.data as { staff_id: number | null; action: string; before: unknown; after: unknown }[];
    expect(entries.map((e) => e.action)).toEqual(['staff.change', 'staff.add']);
    expect(entries[0]).toMatchObject({ staff_id: admin.staff.id, before: { roles: ['moderator'] }, after: { roles: ['catalogue'] } });
    // The command's own entry names nobody.
    const commands = (await desk(admin.access_token)('/audit?action=staff.add')).body!.data as { staff_id: number | null; after: { name: string } }[];
    expect(commands.find((e) => e.after.name === 'Maryam Karimi')?.staff_id).toBeNull();
    expect((await desk(admin.access_token)('/audit?limit=0')).status).toBe(400);

    // Nobody edits it: not the server's own connection either.
    const refusal = (work: Promise<unknown>) =>
      work.then(
        () => 'changed',
        (err: Error & { cause?: Error }) => err.cause?.message ?? err.message,
      );
    expect(await refusal(h.handle.db.update(auditLog).set({ action: 'nothing' }).where(eq(auditLog.subjectId, String(id))))).toMatch(/append-only/);
    expect(await refusal(h.handle.db.delete(auditLog).where(eq(auditLog.subjectId, String(id))))).toMatch(/append-only/);
    expect(await refusal(h.handle.db.execute(sql`truncate audit_log`))).toMatch(/append-only/);
    expect((await desk(admin.access_token)(`/audit?subject_type=staff&subject_id=${id}`)).body!.data).toHaveLength(2);
  });

  it('keeps the store’s last admin, also when two admins remove each other at once; a number is added once', async () => {
    expect((await desk(admin.access_token)(`/staff/${admin.staff.id}`, { method: 'DELETE' })).body!.error!.details).toMatchObject({ reason: 'last_admin' });
    const otherMobile = freshMobile('0912');
    const other = await desk(admin.access_token)('/staff', { body: { mobile_number: otherMobile, name: 'Ali Moradi', roles: ['admin'] } });
    const otherId = (other.body!.data as { id: number }).id;
    const otherSession = (await deskSignIn(otherMobile)).body.data;
    const [a, b] = await Promise.all([
      desk(admin.access_token)(`/staff/${otherId}`, { method: 'DELETE' }),
      desk(otherSession.access_token)(`/staff/${admin.staff.id}`, { method: 'DELETE' }),
    ]);
    // One removal happens; the other is refused (the last admin, or a session the first one ended).
    expect([a.status, b.status].filter((s) => s === 204)).toHaveLength(1);
    expect([a.status, b.status].every((s) => s === 204 || s === 401 || s === 422)).toBe(true);
    const admins = ((await h.handle.db.execute(sql`select count(*)::int as n from staff where removed_at is null and 'admin' = any(roles)`)) as unknown as { rows: { n: number }[] }).rows[0]!.n;
    expect(admins).toBe(1);

    // Added together by several admins' clicks: once.
    const survivor = a.status === 204 ? admin : otherSession;
    const mobile = freshMobile('0912');
    const tries = await Promise.all(Array.from({ length: 5 }, () => desk(survivor.access_token)('/staff', { body: { mobile_number: mobile, name: 'Leila Rahimi', roles: ['support'] } })));
    expect(tries.map((t) => t.status).sort()).toEqual([201, 409, 409, 409, 409]);
    expect((await desk(survivor.access_token)('/staff', { body: { mobile_number: freshMobile('0912'), name: 'No role', roles: [] } })).status).toBe(400);
  });
});
