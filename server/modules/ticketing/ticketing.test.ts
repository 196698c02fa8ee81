import { beforeAll, describe, expect, it } from 'vitest';
import type { ListResponse } from '../../../contract/common.ts';
import { ATTACHMENT_MAX_BYTES, TICKET_STATUS } from '../../../contract/constants.ts';
import type { Session } from '../../../contract/member.ts';
import type { Reply, Ticket, Titled } from '../../../contract/ticketing.ts';
import { fileHarness } from '../../test/harness.ts';
import { freshMobile, signInHelpers } from '../../test/sign-in.ts';
import { deskHelpers } from '../staff/desk-test-kit.ts';

const h = fileHarness({ trustProxy: 1 });

const { signIn } = signInHelpers(() => h);
const freshMember = async () => (await signIn(freshMobile('0918'), { first_name: 'Test', last_name: 'Nurse' })).session;

type Init = { method?: string; body?: unknown; key?: string | false; form?: FormData };
type ErrorBody = { error: { status_code: number; error_message: string; details?: unknown } };
function api(s: Session) {
  return async <T = unknown>(path: string, init: Init = {}) => {
    const headers: Record<string, string> = { authorization: `Bearer ${s.access_token}` };
    if (!init.form) headers['content-type'] = 'application/json';
    const method = init.method ?? (init.body === undefined && !init.form ? 'GET' : 'POST');
    if (init.key !== false && (method === 'POST' || method === 'PUT')) headers['idempotency-key'] = init.key ?? crypto.randomUUID();
    const body = init.form ?? (init.body === undefined ? undefined : JSON.stringify(init.body));
    const res = await h.call(path, { method, headers, ...(body === undefined ? {} : { body }) });
    const type = res.headers.get('content-type') ?? '';
    const payload = type.includes('json') ? await res.json() : await res.arrayBuffer();
    return { status: res.status, body: payload as T, res };
  };
}

const ticketBody = (over: Record<string, unknown> = {}) => ({
  title: 'Sutures of lot 24B-118 break when knotted',
  description: 'Three packs broke in theatre 2 while knotting.',
  category_id: 1,
  role_id: 2,
  priority: 2,
  ...over,
});
const open = async (s: Session, over: Record<string, unknown> = {}) => {
  const res = await api(s)<{ data: Ticket }>('/v1/ticketing/en/tickets', { body: ticketBody(over) });
  expect(res.status).toBe(201);
  return res.body.data;
};
/** Support answers at the desk, as Sara Kazemi. */
const { staffNamed, answerAs } = deskHelpers(() => h);
let agent: Promise<Awaited<ReturnType<typeof staffNamed>>['call']>;
beforeAll(() => {
  agent = staffNamed('Sara Kazemi', 'support').then((s) => s.call);
});
const staff = async (id: number, body: { description: string; status?: number }) => answerAs(await agent)(id, body);

// The smallest real files of each kind, recognised by their content.
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000200d5c2b3e40000000049454e44ae426082', 'hex');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const form = (...files: [Buffer, string, string?][]) => {
  const f = new FormData();
  for (const [data, name, type] of files) f.append('file', new Blob([new Uint8Array(data)], { type: type ?? 'application/octet-stream' }), name);
  return f;
};

describe('ticket units and categories', () => {
  it('are listed in the member’s language', async () => {
    const s = await freshMember();
    const units = await api(s)<{ data: Titled[] }>('/v1/ticketing/fa/units');
    expect(units.status).toBe(200);
    expect(units.body.data.map((u) => u.id)).toEqual([1, 2, 3, 4]);
    expect(units.body.data[1]!.title).toBe('کنترل کیفیت');
    const categories = await api(s)<{ data: Titled[] }>('/v1/ticketing/en/categories');
    expect(categories.body.data[0]!.title).toBe('A faulty lot');
  });
});

describe('tickets', () => {
  it('open in the queue with the description as the thread’s first reply; one Idempotency-Key makes one ticket, sent together', async () => {
    const s = await freshMember();
    const key = crypto.randomUUID();
    const sent = await Promise.all(Array.from({ length: 4 }, () => api(s)<{ data: Ticket }>('/v1/ticketing/en/tickets', { body: ticketBody(), key })));
    expect(sent.map((r) => r.status)).toEqual([201, 201, 201, 201]);
    expect(new Set(sent.map((r) => r.body.data.id)).size).toBe(1);
    const t = sent[0]!.body.data;
    expect(t).toMatchObject({ status: TICKET_STATUS.queue, priority: 2, category: { id: 1 }, service: { id: 2, title: 'Quality control' }, last_reply_by: 'member', review: null });
    expect(t.replies).toEqual([expect.objectContaining({ id: t.first_reply_id, author: 'member', description: ticketBody().description, attachments: [] })]);
    const list = await api(s)<ListResponse<Ticket>>('/v1/ticketing/en/tickets');
    expect(list.body.paging.total).toBe(1);
  });

  it('refuse bad input with the field named, and an order that is not the member’s', async () => {
    const s = await freshMember();
    for (const [over, field] of [
      [{ category_id: 99 }, 'category_id'],
      [{ role_id: 99 }, 'role_id'],
      [{ order_id: 10231 }, 'order_id'],
    ] as const) {
      const res = await api(s)<ErrorBody>('/v1/ticketing/en/tickets', { body: ticketBody(over) });
      expect(res.status, field).toBe(422);
      expect(res.body.error.details).toEqual([expect.objectContaining({ field })]);
    }
    for (const over of [{ title: '' }, { priority: 7 }, { description: 'x\u0000y' }, { category_id: 'one' }]) {
      expect((await api(s)('/v1/ticketing/en/tickets', { body: ticketBody(over) })).status, JSON.stringify(over)).toBe(400);
    }
  });

  it('filter by text (title or thread), status, category, unit and dates, sort on the six columns, and page', async () => {
    const s = await freshMember();
    const a = await open(s, { title: 'Alpha mesh certificate', category_id: 2, role_id: 3, priority: 0 });
    const b = await open(s, { title: 'Bravo order late', description: 'Where is the courier with our guidewires?', category_id: 3, role_id: 4, priority: 1 });
    const c = await open(s, { title: 'Charlie faulty lot', category_id: 1, role_id: 2, priority: 2 });
    expect((await staff(b.id, { description: 'It left today.', status: TICKET_STATUS.closed })).status).toBe(200);
    const ids = async (query: string) => (await api(s)<ListResponse<Ticket>>(`/v1/ticketing/en/tickets?${query}`)).body.data.map((t) => t.id);
    expect(await ids('search_text=mesh')).toEqual([a.id]);
    expect(await ids('search_text=courier')).toEqual([b.id]);
    expect(await ids(`statuses=${TICKET_STATUS.closed}`)).toEqual([b.id]);
    expect((await ids(`statuses=${TICKET_STATUS.queue},${TICKET_STATUS.closed}`)).sort()).toEqual([a.id, b.id, c.id].sort());
    expect(await ids('category_ids=1,2&sort=title')).toEqual([a.id, c.id]);
    expect(await ids('service_id=4')).toEqual([b.id]);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tehran' }).format(new Date());
    expect((await ids(`submit_date_from=${today}&submit_date_to=${today}`)).length).toBe(3);
    expect(await ids('submit_date_to=2020-01-01')).toEqual([]);
    expect(await ids('sort=-title')).toEqual([c.id, b.id, a.id]);
    expect(await ids('sort=priority')).toEqual([a.id, b.id, c.id]);
    expect(await ids('sort=-status,title')).toEqual([b.id, a.id, c.id]);
    expect(await ids('sort=service,title')).toEqual([c.id, b.id, a.id]); // Quality control, Shipping and warehouse, Technical and clinical support
    expect(await ids('sort=openDate')).toEqual([a.id, b.id, c.id]);
    expect((await ids('sort=-lastupdate'))[0]).toBe(b.id);
    expect(await ids('sort=title&limit=1&offset=1')).toEqual([b.id]);
    for (const bad of ['statuses=x', 'sort=color', 'submit_date_from=2024-13-45', 'service_id=0', 'category_ids=1,,2']) {
      expect((await api(s)(`/v1/ticketing/en/tickets?${bad}`)).status, bad).toBe(400);
    }
  });

  it('of another member are not found, whatever is asked of them', async () => {
    const owner = await freshMember();
    const other = await freshMember();
    const t = await open(owner);
    expect((await api(other)(`/v1/ticketing/en/tickets/${t.id}`)).status).toBe(404);
    expect((await api(other)(`/v1/ticketing/en/tickets/${t.id}/reply`, { body: { description: 'me too' } })).status).toBe(404);
    expect((await api(other)(`/v1/ticketing/en/tickets/replies/${t.first_reply_id}/attachment`, { method: 'PUT', form: form([PNG, 'a.png']) })).status).toBe(404);
    expect((await api(other)(`/v1/ticketing/en/tickets/${t.id}/addreview`, { body: { rate: 5 } })).status).toBe(404);
    expect((await api(other)<ListResponse<Ticket>>('/v1/ticketing/en/tickets')).body.data).toEqual([]);
  });
});

describe('replies', () => {
  it('reopen a ticket waiting for the member, are idempotent, and are refused (422) once staff closed it', async () => {
    const s = await freshMember();
    const t = await open(s);
    await staff(t.id, { description: 'Which size?' });
    const key = crypto.randomUUID();
    const [r1, r2] = await Promise.all([0, 1].map(() => api(s)<{ data: Reply }>(`/v1/ticketing/en/tickets/${t.id}/reply`, { body: { description: 'Size 2-0.', client_ticket_page_url: '/dashboard/ticket/detail?id=1' }, key })));
    expect([r1!.status, r2!.status]).toEqual([201, 201]);
    expect(r1!.body.data.id).toBe(r2!.body.data.id);
    const after = (await api(s)<{ data: Ticket }>(`/v1/ticketing/en/tickets/${t.id}`)).body.data;
    expect(after.status).toBe(TICKET_STATUS.open);
    expect(after.replies!.map((r) => [r.author, r.staff_name])).toEqual([
      ['member', null],
      ['staff', 'Sara Kazemi'],
      ['member', null],
    ]);
    await staff(t.id, { description: 'Replaced, closing.', status: TICKET_STATUS.closed });
    const late = await api(s)<ErrorBody>(`/v1/ticketing/en/tickets/${t.id}/reply`, { body: { description: 'One more thing' } });
    expect(late.status).toBe(422);
    expect(late.body.error.details).toMatchObject({ reason: 'ticket_closed' });
  });
});

describe('attachments', () => {
  it('take images and PDFs by content, at most 5 MB each and 5 a reply (also when sent together), and go to their member only as downloads', async () => {
    const s = await freshMember();
    const t = await open(s);
    const put = (files: FormData) => api(s)<{ data: Reply } & ErrorBody>(`/v1/ticketing/en/tickets/replies/${t.first_reply_id}/attachment`, { method: 'PUT', form: files });
    // Names keep no bidi override and take the extension of what the content is.
    const ok = await put(form([PNG, 'box photo.png', 'image/png'], [PDF, 'delivery note.pdf', 'application/pdf'], [PNG, 'invoice\u202Egnp.exe', 'image/png']));
    expect(ok.status).toBe(200);
    expect(ok.body.data.attachments.map((a) => [a.name, a.content_type, a.size])).toEqual([
      ['box photo.png', 'image/png', PNG.length],
      ['delivery note.pdf', 'application/pdf', PDF.length],
      ['invoicegnp.png', 'image/png', PNG.length],
    ]);
    // A text file named like a picture is refused by its content; so is one too large.
    expect((await put(form([Buffer.from('<script>alert(1)</script>'), 'photo.png', 'image/png']))).status).toBe(400);
    const big = Buffer.alloc(ATTACHMENT_MAX_BYTES + 1);
    PNG.copy(big);
    expect((await put(form([big, 'huge.png', 'image/png']))).status).toBe(413);
    // Two places left: of two uploads of two files sent at once, one fits.
    const both = await Promise.all([put(form([PNG, 'a.png'], [PNG, 'b.png'])), put(form([PNG, 'c.png'], [PNG, 'd.png']))]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 422]);
    const thread = (await api(s)<{ data: Ticket }>(`/v1/ticketing/en/tickets/${t.id}`)).body.data.replies!;
    expect(thread[0]!.attachments).toHaveLength(5);
    expect((await put(form([PNG, 'e.png'], [PNG, 'f.png']))).status).toBe(422);
    expect((await api(s)(`/v1/ticketing/en/tickets/replies/${t.first_reply_id}/attachment`, { method: 'PUT', body: { file: 'x' } })).status).toBe(400);

    const file = thread[0]!.attachments[0]!;
    const download = await api(s)<ArrayBuffer>(file.url);
    expect(download.status).toBe(200);
    expect(Buffer.from(download.body).equals(PNG)).toBe(true);
    expect(download.res.headers.get('content-disposition')).toMatch(/^attachment;/);
    expect(download.res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(download.res.headers.get('cache-control')).toBe('private, no-store');
    const other = await freshMember();
    expect((await api(other)(file.url)).status).toBe(404);
  });
});

describe('a message with its files in one request (multipart: JSON in "payload", files in "file")', () => {
  it('opens a ticket with its photos together, once for one key, and nothing at all when a file is refused', async () => {
    const s = await freshMember();
    const body = () => {
      const f = form([PNG, 'box.png', 'image/png'], [PDF, 'note.pdf', 'application/pdf']);
      f.append('payload', JSON.stringify(ticketBody({ title: 'Lot with photos' })));
      return f;
    };
    const key = crypto.randomUUID();
    const [a, b] = await Promise.all([api(s)<{ data: Ticket }>('/v1/ticketing/en/tickets', { form: body(), key }), api(s)<{ data: Ticket }>('/v1/ticketing/en/tickets', { form: body(), key })]);
    expect([a!.status, b!.status]).toEqual([201, 201]);
    expect(a!.body.data.id).toBe(b!.body.data.id);
    expect(a!.body.data.replies![0]!.attachments.map((x) => x.name)).toEqual(['box.png', 'note.pdf']);

    const bad = form([Buffer.from('not a picture'), 'x.png', 'image/png']);
    bad.append('payload', JSON.stringify(ticketBody({ title: 'Refused whole' })));
    expect((await api(s)('/v1/ticketing/en/tickets', { form: bad })).status).toBe(400);
    const noPayload = form([PNG, 'x.png']);
    expect((await api(s)('/v1/ticketing/en/tickets', { form: noPayload })).status).toBe(400);
    const titles = (await api(s)<ListResponse<Ticket>>('/v1/ticketing/en/tickets')).body.data.map((t) => t.title);
    expect(titles).toEqual(['Lot with photos']);

    const reply = form([PNG, 'after.png', 'image/png']);
    reply.append('payload', JSON.stringify({ description: 'Another photo' }));
    const sent = await api(s)<{ data: Reply }>(`/v1/ticketing/en/tickets/${a!.body.data.id}/reply`, { form: reply });
    expect(sent.status).toBe(201);
    expect(sent.body.data.attachments.map((x) => x.name)).toEqual(['after.png']);
  });
});

describe('ticket reviews', () => {
  it('rate a closed or resolved ticket once (a rate outside 1-5 counts as 1), never one still open', async () => {
    const s = await freshMember();
    const t = await open(s);
    const early = await api(s)<ErrorBody>(`/v1/ticketing/en/tickets/${t.id}/addreview`, { body: { rate: 5, description: 'Quick' } });
    expect(early.status).toBe(422);
    expect(early.body.error.details).toMatchObject({ reason: 'not_finished' });
    await staff(t.id, { description: 'Done.', status: TICKET_STATUS.resolved });
    const together = await Promise.all([9, 4].map((rate) => api(s)<{ data: Ticket } & ErrorBody>(`/v1/ticketing/en/tickets/${t.id}/addreview`, { body: { rate, description: 'Thanks' } })));
    expect(together.map((r) => r.status).sort()).toEqual([200, 422]);
    const rated = together.find((r) => r.status === 200)!.body.data.review!;
    expect([1, 4]).toContain(rated.rate);
    expect(rated.description).toBe('Thanks');
  });
});

