/**
 * The staff desk's API (issue 28), under /api/desk: sign-in into a staff session (the members'
 * one-time codes, a session of its own), and what admins do with staff and the audit log. Every
 * route checks on the server the role it needs (`requireStaff`): the desk hides what a role cannot
 * do, but this is what refuses, with 403.
 */
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import type { z } from 'zod';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { StaffRole } from '../../../contract/constants.ts';
import { auditQuery, staffAddBody, staffChangeBody, staffVerifyBody, type Colleague, type StaffSession } from '../../../contract/staff.ts';
import type { AppEnv } from '../../app-env.ts';
import { viaHttps } from '../../http/client-ip.ts';
import { ApiError } from '../../http/errors.ts';
import { listBody } from '../../http/listing.ts';
import { parseBody } from '../../http/validate.ts';
import { checkCode, mobileOf, spendCode } from '../auth/auth-routes.ts';
import { listAudit } from './audit.ts';
import { activeStaffByMobile, addStaff, changeStaff, listStaff, removeStaff } from './staff-repo.ts';
import { endStaffSession, renewStaffSession, signStaffToken, staffCaller, startStaffSession, STAFF_SESSION_MS, type StaffCaller } from './staff-sessions.ts';

const DESK_COOKIE = 'desk_session';
const COOKIE_PATH = '/api/desk/auth/';

declare module 'hono' {
  interface ContextVariableMap {
    /** The staff member calling a desk route (requireStaff). */
    staff: StaffCaller;
  }
}

function setDeskCookie(c: Context<AppEnv>, token: string) {
  setCookie(c, DESK_COOKIE, token, { path: COOKIE_PATH, httpOnly: true, sameSite: 'Strict', secure: viaHttps(c), maxAge: Math.floor(STAFF_SESSION_MS / 1000) });
}

/** An access token for the session, with the person as they are now; null if the session or the person changed meanwhile. */
async function sessionOf(c: Context<AppEnv>, staffId: number, sessionId: string): Promise<StaffSession | null> {
  const secret = await c.var.auth.secret();
  const { token, expires } = await signStaffToken(secret, staffId, sessionId);
  const caller = await staffCaller(c.var.db, secret, token);
  return caller ? { staff: { id: caller.staffId, name: caller.name, roles: caller.roles }, access_token: token, expires } : null;
}

/**
 * A staff route: a valid staff access token of an open session whose person is unchanged (401),
 * holding one of `roles` (403); admin holds every role.
 */
export function requireStaff(...roles: StaffRole[]): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const token = /^Bearer (.+)$/i.exec(c.req.header('authorization') ?? '')?.[1];
    if (!token) throw new ApiError(401, 'Sign in to the desk first: a staff access token is required');
    const caller = await staffCaller(c.var.db, await c.var.auth.secret(), token);
    if (!caller) throw new ApiError(401, 'This desk session has ended; sign in again', { reason: 'session_ended' });
    if (roles.length && !caller.roles.includes('admin') && !roles.some((r) => caller.roles.includes(r))) {
      throw new ApiError(403, `This needs the ${roles.join(' or ')} role`, { reason: 'role', roles });
    }
    c.set('staff', caller);
    c.header('cache-control', 'private, no-store');
    await next();
  };
}

/** A desk route's `:id`: a positive whole number, else 400. */
export const deskId = (c: Context<AppEnv>, name = 'id') => {
  const id = Number(c.req.param(name));
  if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647) throw new ApiError(400, `The ${name} is a positive whole number`, { field: name });
  return id;
};

/** A desk route's query, by its schema, else 400 naming what is wrong. */
export function deskQuery<S extends z.ZodType>(c: Context<AppEnv>, schema: S): z.output<S> {
  const q = schema.safeParse(c.req.query());
  if (!q.success) throw new ApiError(400, 'Invalid query parameter', { issues: q.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })) });
  return q.data;
}

/** The page's language for what the desk shows in it (titles of units, cities…). */
export const deskLang = (c: Context<AppEnv>) => (c.req.query('lang') === 'en' ? 'en' : 'fa');

export function deskRoutes() {
  const app = new Hono<AppEnv>();

  // Signing in: the code the SMS brought (asked for with the members' otp.send), into a staff session.
  app.post('/auth/verify', async (c) => {
    const body = await parseBody(c, staffVerifyBody);
    const mobile = mobileOf(body.mobile_number);
    const now = new Date();
    const guess = await checkCode(c, mobile, body.code, now);
    await spendCode(c, guess, mobile, now);
    const person = await activeStaffByMobile(c.var.db, mobile);
    if (!person) throw new ApiError(403, 'This number is not on the store’s staff', { reason: 'not_staff' });
    const { token, sessionId } = await startStaffSession(c.var.db, await c.var.auth.secret(), person);
    setDeskCookie(c, token);
    c.header('cache-control', 'no-store');
    return c.json({ data: await sessionOf(c, person.id, sessionId) });
  });

  app.get('/auth/session', async (c) => {
    c.header('cache-control', 'no-store');
    const ended = () => {
      deleteCookie(c, DESK_COOKIE, { path: COOKIE_PATH });
      return c.json({ error: 'RefreshAccessTokenError' as const }, 200);
    };
    const token = getCookie(c, DESK_COOKIE);
    if (!token) return ended();
    const renewed = await renewStaffSession(c.var.db, await c.var.auth.secret(), token);
    if (!renewed) return ended();
    const session = await sessionOf(c, renewed.staffId, renewed.sessionId);
    if (!session) return ended();
    setDeskCookie(c, renewed.token);
    return c.json(session);
  });

  app.post('/auth/signout', async (c) => {
    const token = getCookie(c, DESK_COOKIE);
    if (token) await endStaffSession(c.var.db, await c.var.auth.secret(), token);
    deleteCookie(c, DESK_COOKIE, { path: COOKIE_PATH });
    return c.body(null, 204);
  });

  app.get('/me', requireStaff(), async (c) => {
    const me = c.var.staff;
    return c.json({ data: { id: me.staffId, name: me.name, roles: me.roles } });
  });

  // Everyone on the staff sees their colleagues' names and roles (to hand a ticket on), not their numbers.
  app.get('/colleagues', requireStaff(), async (c) => {
    const people = await listStaff(c.var.db);
    return c.json({ data: people.map((p): Colleague => ({ id: p.id, name: p.name, roles: p.roles })) });
  });

  // Admin: the staff, and what they did.
  app.get('/staff', requireStaff('admin'), async (c) => c.json({ data: await listStaff(c.var.db) }));
  app.post('/staff', requireStaff('admin'), async (c) => {
    const body = await parseBody(c, staffAddBody);
    return c.json({ data: await addStaff(c.var.db, { mobile: mobileOf(body.mobile_number), name: body.name, roles: body.roles }, c.var.staff.staffId) }, 201);
  });
  app.put('/staff/:id', requireStaff('admin'), async (c) => {
    const body = await parseBody(c, staffChangeBody);
    return c.json({ data: await changeStaff(c.var.db, deskId(c), body, c.var.staff.staffId) });
  });
  app.delete('/staff/:id', requireStaff('admin'), async (c) => {
    await removeStaff(c.var.db, deskId(c), c.var.staff.staffId);
    return c.body(null, 204);
  });
  app.get('/audit', requireStaff('admin'), async (c) => {
    const { limit, offset, ...filter } = deskQuery(c, auditQuery);
    const found = await listAudit(c.var.db, filter, { limit, offset });
    return c.json(listBody(found.items, found.total, { limit, offset }, []));
  });
  return app;
}
