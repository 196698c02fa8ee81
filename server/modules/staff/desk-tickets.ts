/**
 * Support's ticket inbox (issue 28 §1): every member's tickets, filtered by unit, status,
 * priority, assignee and age, those waiting for the store first and the longest waiting first;
 * assigned to an agent; answered (the member sees it in their thread and is told) or moved.
 * Every change carries the ticket's version the agent's screen showed: of two agents answering at
 * once the second is told (409) and loses nothing it wrote (the desk keeps the draft). A change
 * answers with the ticket as it now is (the desk's screen).
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { DESK_TICKET_SORTS, TICKET_PRIORITY, TICKET_STATUS_VALUES } from '../../../contract/constants.ts';
import type { AppEnv } from '../../app-env.ts';
import { ApiError } from '../../http/errors.ts';
import { listBody } from '../../http/listing.ts';
import { parseBody } from '../../http/validate.ts';
import { incomingFiles } from '../ticketing/incoming-files.ts';
import { assignTicket, getDeskAttachment, getDeskTicket, listDeskTickets, listUnits, staffReply } from '../ticketing/tickets-repo.ts';
import { deskId, deskLang, deskQuery, requireStaff } from './desk-routes.ts';

const status = z.coerce.number().int().refine((s) => (TICKET_STATUS_VALUES as number[]).includes(s), 'a ticket status (spec §3)');
const version = z.number().int().min(1);
export const deskTicketsQuery = z.object({
  status: status.optional(),
  priority: z.coerce.number().int().refine((p) => (Object.values(TICKET_PRIORITY) as number[]).includes(p), 'a ticket priority').optional(),
  unit_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  assignee: z.union([z.enum(['me', 'none']), z.coerce.number().int().positive().max(2_147_483_647)]).optional(),
  /** Only tickets unchanged for at least this many hours. */
  older_than_h: z.coerce.number().int().min(1).max(24 * 365).optional(),
  /** A column's order; none: those waiting for the store first, the longest waiting first. */
  sort: z.enum(DESK_TICKET_SORTS).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(30),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
export const deskReplyBody = z.object({ description: z.string().trim().min(1).max(5000), status: status.optional(), version });
export const deskTicketStatusBody = z.object({ status, version });
export const deskAssignBody = z.object({ assignee_id: z.number().int().positive().max(2_147_483_647).nullable(), version });


export function deskTicketRoutes() {
  const app = new Hono<AppEnv>();
  app.use('/tickets/*', requireStaff('support'));
  app.use('/tickets', requireStaff('support'));
  app.use('/units', requireStaff('support'));
  app.get('/units', async (c) => c.json({ data: await listUnits(c.var.db, deskLang(c)) }));
  app.get('/tickets', async (c) => {
    const { limit, offset, ...filter } = deskQuery(c, deskTicketsQuery);
    const found = await listDeskTickets(c.var.db, deskLang(c), filter, c.var.staff.staffId, { limit, offset });
    return c.json(listBody(found.items, found.total, { limit, offset }, []));
  });
  app.get('/tickets/:id', async (c) => {
    const ticket = await getDeskTicket(c.var.db, deskLang(c), deskId(c));
    if (!ticket) throw new ApiError(404, 'Ticket not found');
    return c.json({ data: ticket });
  });
  app.post('/tickets/:id/reply', async (c) => {
    // JSON, or multipart with the JSON in "payload" and the answer's files beside it (checked by content, ≤ 5 MB, ≤ 5).
    const body = await parseBody(c, deskReplyBody, { multipart: true });
    const files = await incomingFiles(c, false);
    const me = c.var.staff;
    const id = deskId(c);
    const done = await staffReply(c.var.db, id, { description: body.description, staff_name: me.name, status: body.status }, { staffId: me.staffId, version: body.version }, files);
    if (!done) throw new ApiError(404, 'Ticket not found');
    return c.json({ data: await getDeskTicket(c.var.db, deskLang(c), id) });
  });
  // A file of a ticket's thread (the member's or an answer's), as a download.
  app.use('/attachments/*', requireStaff('support'));
  app.get('/attachments/:id', async (c) => {
    const file = await getDeskAttachment(c.var.db, deskId(c));
    if (!file) throw new ApiError(404, 'Attachment not found');
    return c.body(new Uint8Array(file.data), 200, {
      'content-type': file.contentType,
      'content-length': String(file.data.length),
      'content-disposition': `attachment; filename="file"; filename*=UTF-8''${encodeURIComponent(file.name)}`,
      'x-content-type-options': 'nosniff',
    });
  });
  app.post('/tickets/:id/status', async (c) => {
    const body = await parseBody(c, deskTicketStatusBody);
    const me = c.var.staff;
    const id = deskId(c);
    const done = await staffReply(c.var.db, id, { description: '', staff_name: me.name, status: body.status }, { staffId: me.staffId, version: body.version });
    if (!done) throw new ApiError(404, 'Ticket not found');
    return c.json({ data: await getDeskTicket(c.var.db, deskLang(c), id) });
  });
  app.post('/tickets/:id/assign', async (c) => {
    const body = await parseBody(c, deskAssignBody);
    const id = deskId(c);
    const done = await assignTicket(c.var.db, id, body.assignee_id, { staffId: c.var.staff.staffId, version: body.version });
    if (!done) throw new ApiError(404, 'Ticket not found');
    return c.json({ data: await getDeskTicket(c.var.db, deskLang(c), id) });
  });
  return app;
}
