/** What the staff desk's tests share: signing a number in to the desk, and calling the desk's API with a staff token. */
import { expect } from 'vitest';
import type { StaffRole } from '../../../contract/constants.ts';
import type { StaffSession } from '../../../contract/staff.ts';
import type { Harness } from '../../test/harness.ts';
import { freshMobile, signInHelpers } from '../../test/sign-in.ts';
import { addStaff } from './staff-repo.ts';

export function deskHelpers(harness: () => Harness) {
  const { sendCode, codeFor, freshIp, post } = signInHelpers(harness);
  const h = () => harness();

  /** Signs a number in to the desk: the members' captcha and code, then the desk's verify. */
  async function deskSignIn(mobile: string) {
    const ip = freshIp();
    expect((await sendCode(mobile, ip)).status).toBe(200);
    const res = await post('/api/desk/auth/verify', { mobile_number: mobile, code: await codeFor(mobile) }, ip);
    return { res, body: (await res.json()) as { data: StaffSession; error?: { details?: { reason?: string } } } };
  }

  const desk = (token: string | null) => async (path: string, init: { method?: string; body?: unknown } = {}) => {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (token) headers.authorization = `Bearer ${token}`;
    const res = await h().call(`/api/desk${path}`, { method: init.method ?? (init.body === undefined ? 'GET' : 'POST'), headers, ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }) });
    const text = await res.text();
    return { status: res.status, body: text ? (JSON.parse(text) as { data?: unknown; error?: { details?: Record<string, unknown> } }) : null, res };
  };

  /** A new person on the staff named `name` with `roles`, signed in: their desk caller and session. */
  async function staffNamed(name: string, ...roles: StaffRole[]) {
    const mobile = freshMobile('0912');
    await addStaff(h().handle.db, { mobile: mobile.slice(1), name, roles }, null);
    const session = (await deskSignIn(mobile)).body.data;
    return { session, call: desk(session.access_token) };
  }
  const staffWith = (...roles: StaffRole[]) => staffNamed(`Staff ${roles.join(' ')}`, ...roles);

  /** Support answers a ticket at the version the desk shows (and sets its status), as `agent` would. */
  const answerAs = (agent: ReturnType<typeof desk>) => async (ticketId: number, body: { description: string; status?: number }) => {
    const seen = await agent(`/tickets/${ticketId}`);
    const version = (seen.body?.data as { version?: number } | undefined)?.version ?? 1;
    return agent(`/tickets/${ticketId}/reply`, { body: { ...body, version } });
  };

  return { deskSignIn, desk, staffWith, staffNamed, answerAs };
}
