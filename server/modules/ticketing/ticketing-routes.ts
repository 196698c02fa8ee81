/**
 * The ticketing v1 calls (spec §7 `/v1/ticketing/*`, contract/ticketing.ts), all the member's
 * own. Literal paths (`tickets/replies/…`) are declared before `tickets/:id`.
 */
import type { Context } from 'hono';
import { ATTACHMENTS_PER_REPLY, TICKET_FILE_FIELD as FILE_FIELD } from '../../../contract/constants.ts';
import type { AppEnv } from '../../app-env.ts';
import { memberRoutes } from '../../http/api-router.ts';
import { ApiError } from '../../http/errors.ts';
import { incomingFiles } from './incoming-files.ts';
import { chargeUpload } from '../../http/write-limits.ts';
import {
  attachFiles,
  createTicket,
  DEFAULT_TICKET_SORT,
  getAttachment,
  getTicket,
  listCategories,
  listTickets,
  listUnits,
  replyToTicket,
  reviewTicket,
  type IncomingFile,
} from './tickets-repo.ts';

const FILES_NOTE = `JSON, or multipart/form-data with the JSON in the field "payload" and files in "${FILE_FIELD}" (images or PDF, ≤ 5 MB each, ≤ ${ATTACHMENTS_PER_REPLY}): the message and its files are stored together or not at all.`;

/** The member's files (incoming-files.ts), charged to their day of uploads (50 MB) in the write's transaction: a refused write gives it back. */
async function filesOf(c: Context<AppEnv>, required: boolean): Promise<IncomingFile[]> {
  const files = await incomingFiles(c, required);
  await chargeUpload(c, files.reduce((sum, f) => sum + f.data.length, 0));
  return files;
}

export const ticketingRoutes = () =>
  memberRoutes('ticketing')
    .route('tickets.units', { summary: 'The units a ticket goes to (the create body’s role_id)' }, async (c, { lang }) => ({ data: await listUnits(c.var.db, lang) }))
    .route('tickets.categories', { summary: 'What a ticket can be about' }, async (c, { lang }) => ({ data: await listCategories(c.var.db, lang) }))
    .list('tickets.list', { summary: "The member's tickets", defaultSort: DEFAULT_TICKET_SORT, load: listTickets })
    .route(
      'tickets.replyAttachment',
      {
        summary: 'Attach images or PDFs to one of the member’s replies',
        description: `Multipart field "${FILE_FIELD}", one or more files: JPEG, PNG, WebP or PDF by content, at most 5 MB each (413) and ${ATTACHMENTS_PER_REPLY} a reply (422).`,
        errors: [404, 413, 422, 429],
        limit: 'attachment',
      },
      async (c, { lang, params: { id }, scope }) => {
        const files = await filesOf(c, true);
        return { data: await attachFiles(c.var.db, lang, id, files, scope.memberId, ATTACHMENTS_PER_REPLY) };
      },
    )
    .detail('tickets.get', { summary: 'One ticket with its whole thread', what: 'Ticket', load: getTicket })
    .route('tickets.create', { summary: 'Open a ticket', description: FILES_NOTE, errors: [413, 422, 429], limit: 'ticket' }, async (c, { lang, body, scope }) => ({
      data: await createTicket(c.var.db, lang, body, scope.memberId, await filesOf(c, false)),
    }))
    .route(
      'tickets.reply',
      {
        summary: 'Reply to a ticket (refused once it is closed or resolved)',
        description: FILES_NOTE,
        errors: [404, 413, 422, 429],
        limit: 'reply',
      },
      async (c, { lang, body, params: { id }, scope }) => ({ data: await replyToTicket(c.var.db, lang, id, body, scope.memberId, await filesOf(c, false)) }),
    )
    .route(
      'tickets.rate',
      { summary: 'Rate a closed or resolved ticket, once (a rate outside 1-5 counts as 1)', errors: [404, 422, 429], limit: 'review' },
      async (c, { lang, body, params: { id }, scope }) => ({ data: await reviewTicket(c.var.db, lang, id, body, scope.memberId) }),
    )
    .route(
      'tickets.attachment',
      { summary: 'A file of one of the member’s tickets, as a download', errors: [404] },
      async (c, { params: { id }, scope }) => {
        const file = await getAttachment(c.var.db, id, scope.memberId);
        if (!file) throw new ApiError(404, `Attachment ${id} not found`);
        return new Response(new Uint8Array(file.data), {
          headers: {
            'content-type': file.contentType,
            'content-length': String(file.data.length),
            'content-disposition': `attachment; filename="file"; filename*=UTF-8''${encodeURIComponent(file.name)}`,
            'cache-control': 'private, no-store',
            'x-content-type-options': 'nosniff',
          },
        });
      },
    ).app;


