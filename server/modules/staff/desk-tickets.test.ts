/**
 * Support's ticket inbox (issue 28 §1): every member's tickets, the longest waiting for the store
 * first, filtered by status, unit, priority and assignee; assigned to an agent of support; answered
 * (the member reads the answer in their thread and is told) with the agent's name; two agents
 * answering at once, or one answering a thread the member added to meanwhile, do not overwrite each
 * other: the second is told (409) with the version now; every change is in the audit log.
 */
import { describe, expect, it } from 'vitest';
import { TICKET_FILE_FIELD, TICKET_STATUS } from '../../../contract/constants.ts';
import type { Session } from '../../../contract/member.ts';
import type { Ticket } from '../../../contract/ticketing.ts';
import { storeTestKit } from '../store/store-test-kit.ts';
import { deskHelpers } from './desk-test-kit.ts';

const kit = storeTestKit();
const { freshMember, api } = kit;
const { staffWith, desk } = deskHelpers(() => kit.harness());
// The smallest real PNG.
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000200d5c2b3e40000000049454e44ae426082', 'hex');

const open = async (s: Session, over: Record<string, unknown> = {}) => {
  const res = await api(s)<{ data: Ticket }>('/v1/ticketing/en/tickets', {
    body: { title: 'Sutures of lot 24B-118 break when knotted', description: 'Three packs broke in theatre 2.', category_id: 1, role_id: 2, priority: 2, ...over },
  });
  expect(res.status).toBe(201);
  return res.body.data;
};
type DeskTicket = Ticket & { version: number; assignee_id: number | null; member: { mobile: string }; replies: { author: string; staff_name: string | null; description: string }[] };

describe('the ticket inbox', () => {
  it('puts the longest waiting first, filters, and opens a ticket with its member and their orders', async () => {
    const { call } = await staffWith('support');
    const s = await freshMember();
    const first = await open(s, { title: 'First' });
    const second = await open(s, { title: 'Second', role_id: 3, priority: 0 });
    const list = (await call('/tickets?status=0&limit=100')).body!.data as DeskTicket[];
    const ids = list.map((t) => t.id);
    expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(second.id));
    expect(((await call('/tickets?unit_id=3&limit=100')).body!.data as DeskTicket[]).map((t) => t.id)).toContain(second.id);
    expect(((await call('/tickets?unit_id=3&limit=100')).body!.data as DeskTicket[]).map((t) => t.id)).not.toContain(first.id);
    expect(((await call('/tickets?priority=2&limit=100')).body!.data as DeskTicket[]).map((t) => t.id)).not.toContain(second.id);
    expect((await call('/tickets?status=42')).status).toBe(400);
    // By urgency (urgent, high, normal, low), not by the priorities' numbers (low is 3).
    const urgency = { 2: 3, 1: 2, 0: 1, 3: 0 } as Record<number, number>;
    const byPriority = ((await call('/tickets?sort=-priority&limit=100')).body!.data as DeskTicket[]).map((x) => urgency[x.priority]!);
    expect(byPriority).toEqual([...byPriority].sort((a, b) => b - a));
    expect((await call('/tickets?sort=title')).status).toBe(400);
    // The units, in the page's language, for the inbox's filter.
    const units = (await call('/units?lang=en')).body!.data as { id: number; title: string }[];
    expect(units.map((u) => u.id)).toContain(3);
    expect(units.every((u) => u.title.length > 0)).toBe(true);
    const one = (await call(`/tickets/${first.id}`)).body!.data as DeskTicket;
    expect(one).toMatchObject({ id: first.id, title: 'First', member: { mobile: s.user.mobile }, assignee_id: null, version: 1 });
    expect(one.replies.map((r) => r.description)).toEqual(['Three packs broke in theatre 2.']);
  });

  it('assigns, answers once among agents answering together, tells the member, and writes it down', async () => {
    const a = await staffWith('support');
    const b = await staffWith('support');
    const s = await freshMember();
    const t = await open(s);
    const assigned = await a.call(`/tickets/${t.id}/assign`, { body: { assignee_id: a.session.staff.id, version: 1 } });
    expect(assigned.body!.data).toMatchObject({ assignee_id: a.session.staff.id, version: 2 });
    expect(((await a.call('/tickets?assignee=me&limit=100')).body!.data as DeskTicket[]).map((x) => x.id)).toContain(t.id);
    // Only support takes tickets.
    const { session: mover } = await staffWith('fulfilment');
    expect((await a.call(`/tickets/${t.id}/assign`, { body: { assignee_id: mover.staff.id, version: 2 } })).status).toBe(422);

    // Both answer what they saw (version 2) at once: one answer goes in; the other is told.
    const [r1, r2] = await Promise.all([
      a.call(`/tickets/${t.id}/reply`, { body: { description: 'Please send the lot number on the box.', version: 2 } }),
      b.call(`/tickets/${t.id}/reply`, { body: { description: 'We are sending a replacement.', version: 2 } }),
    ]);
    expect([r1.status, r2.status].sort()).toEqual([200, 409]);
    expect((r1.status === 409 ? r1 : r2).body!.error!.details).toMatchObject({ reason: 'stale', version: 3 });
    const thread = (await api(s)<{ data: Ticket }>(`/v1/ticketing/en/tickets/${t.id}`)).body.data;
    expect(thread.status).toBe(TICKET_STATUS.waitingForCustomer);
    expect(thread.replies!.filter((r) => r.author === 'staff')).toHaveLength(1);
    const notices = (await api(s)<{ data: { kind: string; subject_id: number }[] }>('/v1/sitemember/fa/notifications')).body.data;
    expect(notices.filter((n) => n.kind === 'ticket_answered' && n.subject_id === t.id)).toHaveLength(1);

    // The member writes meanwhile: an answer from the older screen is told so.
    expect((await api(s)(`/v1/ticketing/en/tickets/${t.id}/reply`, { body: { description: 'Lot 24B-118.', client_ticket_page_url: '/dashboard/ticket/detail' } })).status).toBe(201);
    expect((await a.call(`/tickets/${t.id}/reply`, { body: { description: 'Thanks.', version: 3 } })).status).toBe(409);
    const now = (await a.call(`/tickets/${t.id}`)).body!.data as DeskTicket;
    const resolved = await a.call(`/tickets/${t.id}/status`, { body: { status: TICKET_STATUS.resolved, version: now.version } });
    expect(resolved.body!.data).toMatchObject({ status: TICKET_STATUS.resolved });

    const { call: admin } = await staffWith('admin');
    const log = (await admin(`/audit?subject_type=ticket&subject_id=${t.id}`)).body!.data as { action: string; staff_id: number }[];
    expect(log.map((e) => e.action)).toEqual(['ticket.status', 'ticket.answer', 'ticket.assign']);
  });

  it('answers with files, stored with the answer; the member downloads them, and support the member’s', async () => {
    const { session } = await staffWith('support');
    const s = await freshMember();
    const t = await open(s);
    const version = ((await desk(session.access_token)(`/tickets/${t.id}`)).body!.data as DeskTicket).version;
    const send = (files: [Buffer, string][], v = version) => {
      const form = new FormData();
      form.append('payload', JSON.stringify({ description: 'The lot’s certificate is attached.', version: v }));
      for (const [data, name] of files) form.append(TICKET_FILE_FIELD, new Blob([new Uint8Array(data)]), name);
      return kit.harness().call(`/api/desk/tickets/${t.id}/reply`, { method: 'POST', headers: { authorization: `Bearer ${session.access_token}` }, body: form });
    };
    // Not an image or a PDF by its content: refused, and nothing is written.
    expect((await send([[Buffer.from('MZ not a picture'), 'cert.png']])).status).toBe(400);
    const ok = await send([[PNG, 'certificate.png']]);
    expect(ok.status).toBe(200);
    const thread = (await api(s)<{ data: Ticket }>(`/v1/ticketing/en/tickets/${t.id}`)).body.data;
    const answer = thread.replies!.find((r) => r.author === 'staff')!;
    expect(answer.attachments.map((a) => a.name)).toEqual(['certificate.png']);
    const got = await kit.harness().call(answer.attachments[0]!.url, { headers: { authorization: `Bearer ${s.access_token}` } });
    expect(got.status).toBe(200);
    expect(Buffer.from(await got.arrayBuffer()).equals(PNG)).toBe(true);
    // Support downloads the files of the thread from the desk.
    const viaDesk = await kit.harness().call(`/api/desk/attachments/${answer.attachments[0]!.id}`, { headers: { authorization: `Bearer ${session.access_token}` } });
    expect(viaDesk.headers.get('content-type')).toBe('image/png');
    const { session: other } = await staffWith('catalogue');
    expect((await kit.harness().call(`/api/desk/attachments/${answer.attachments[0]!.id}`, { headers: { authorization: `Bearer ${other.access_token}` } })).status).toBe(403);
  });

  it('is support’s: other roles are refused by the server', async () => {
    const { call } = await staffWith('moderator');
    expect((await call('/tickets')).status).toBe(403);
    expect((await call('/tickets/5000/reply', { body: { description: 'x', version: 1 } })).status).toBe(403);
  });
});
