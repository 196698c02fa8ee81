/**
 * A ticket's files as they arrive (a member's, or an answer's at the desk): the multipart body's
 * `files` parts, each checked by its content (not its name) and its size, named for the download.
 */
import { fileTypeFromBuffer } from 'file-type';
import type { Context } from 'hono';
import { ATTACHMENT_MAX_BYTES, ATTACHMENT_TYPES, ATTACHMENTS_PER_REPLY, TICKET_FILE_FIELD as FILE_FIELD } from '../../../contract/constants.ts';
import type { AppEnv } from '../../app-env.ts';
import { ApiError } from '../../http/errors.ts';
import { isMultipart } from '../../http/validate.ts';
import { attachmentName } from './attachment-name.ts';
import type { IncomingFile } from './tickets-repo.ts';

/** The multipart body, read once (400 when it cannot be). */
export async function formOf(c: Context<AppEnv>): Promise<FormData> {
  try {
    return await c.req.formData();
  } catch {
    throw new ApiError(400, 'The multipart body cannot be read');
  }
}

/**
 * The files of a multipart body, each checked by its content (not its name) and its size.
 * `required`: at least one (the attachment call); otherwise none is fine (create and reply).
 */
export async function incomingFiles(c: Context<AppEnv>, required: boolean, form?: FormData): Promise<IncomingFile[]> {
  if (!isMultipart(c)) {
    if (required) throw new ApiError(400, `Send the files as multipart/form-data, field "${FILE_FIELD}"`);
    return [];
  }
  form ??= await formOf(c);
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
  return files;
}
