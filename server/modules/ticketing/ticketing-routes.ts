/**
 * The ticketing v1 calls (spec §7 `/v1/ticketing/*`, contract/ticketing.ts), all the member's
 * own. Literal paths (`tickets/replies/…`) are declared before `tickets/:id`.
 */
import { fileTypeFromBuffer } from 'file-type';
import type { Context } from 'hono';
import { ATTACHMENT_MAX_BYTES, ATTACHMENT_TYPES, ATTACHMENTS_PER_REPLY, TICKET_FILE_FIELD as FILE_FIELD } from '../../../contract/constants.ts';
import type { AppEnv } from '../../app-env.ts';
import { memberRoutes } from '../../http/api-router.ts';
import { ApiError } from '../../http/errors.ts';
import { isMultipart } from '../../http/validate.ts';
import { attachmentName } from './attachment-name.ts';
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

/**
 * The files of a multipart body, each checked by its content (not its name) and its size.
 * `required`: at least one (the attachment call); otherwise none is fine (create and reply).
 */
async function filesOf(c: Context<AppEnv>, required: boolean): Promise<IncomingFile[]> {
  if (!isMultipart(c)) {
    if (required) throw new ApiError(400, `Send the files as multipart/form-data, field "${FILE_FIELD}"`);
    return [];
  }
  let form: FormData;
  try {
    form = await c.req.formData();
  } catch {
    throw new ApiError(400, 'The multipart body cannot be read');
  }
  const parts = form.getAll(FILE_FIELD).filter((p): p is File => typeof p !== 'string');
  if (parts.length === 0 && required) throw new ApiError(400, `No file in the field "${FILE_FIELD}"`, [{ field: FILE_FIELD, message: 'required' }]);
  if (parts.length > ATTACHMENTS_PER_REPLY) throw new ApiError(422, `A reply holds at most ${ATTACHMENTS_PER_REPLY} files`, { reason: 'too_many_files', max: ATTACHMENTS_PER_REPLY });
  const files: IncomingFile[] = [];
  for (const part of parts) {
    if (part.size > ATTACHMENT_MAX_BYTES) throw new ApiError(413, `"${part.name}" is larger than 5 MB`, { reason: 'too_large', max_bytes: ATTACHMENT_MAX_BYTES });
    const data = Buffer.from(await part.arrayBuffer());
    const type = await fileTypeFromBuffer(data);
    if (!type || !(ATTACHMENT_TYPES as readonly string[]).includes(type.mime)) {
      throw new ApiError(400, `"${part.name}" is not an image (JPEG, PNG, WebP) or a PDF`, [{ field: FILE_FIELD, message: 'not an image or a PDF' }]);
    }
    // The name is kept for the download only, with the extension of what the content is.
    const name = attachmentName(part.name, type.ext);
    files.push({ name, contentType: type.mime, data });
  }
  // The member's day of uploads (50 MB), charged in the write's transaction: a refused write gives it back.
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


