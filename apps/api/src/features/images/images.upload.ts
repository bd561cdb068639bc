import type { Multipart, MultipartFile } from '@fastify/multipart';
import { imageUploadFieldsSchema } from '@estate/contracts';
import { AppError, badRequest, conflict, payloadTooLarge } from '../../lib/errors';
import { IMAGE_MESSAGES } from '../../lib/images';
import { IMAGE_MESSAGES_API as M } from './images.messages';

/** The fields that matter for one file. */
export interface FileFields {
  name?: string;
  featured?: boolean;
}

const FILE_FIELD = 'multipartFile';
const fieldRules = imageUploadFieldsSchema.shape;

/**
 * Reads a multipart upload part by part: each file is read into memory alone (the parser stops
 * at 5 MB) and handed to `onFile` before the next one is read, so a request never holds more
 * than one picture. Refuses more than `maxFiles` files before reading the extra one.
 *
 * A field belongs to the file before it (the spec's order: multipartFile, name, type, featured,
 * url), unless that file already has one of that name or no file came yet: then it waits for
 * the next file. So both "file, then its fields" and "fields, then their file" work.
 */
export async function readUploadForm(
  parts: AsyncIterable<Multipart>,
  maxFiles: number,
  onFile: (bytes: Buffer) => Promise<void>,
): Promise<FileFields[]> {
  const files: FileFields[] = [];
  let waiting: FileFields = {};
  for await (const part of parts) {
    if (part.type === 'field') {
      const field = parseField(part.fieldname, part.value);
      if (!field) continue;
      const last = files.at(-1);
      const owner = last && !(field.key in last) ? last : waiting;
      if (field.key in owner) throw duplicateField(field.key);
      Object.assign(owner, { [field.key]: field.value });
      continue;
    }
    if (part.fieldname !== FILE_FIELD) throw badRequest(M.wrongField);
    if (files.length >= maxFiles) throw conflict(IMAGE_MESSAGES.tooMany);
    files.push(waiting);
    waiting = {};
    await onFile(await readFile(part));
  }
  if (files.length === 0) throw badRequest(M.noFile, { [FILE_FIELD]: M.noFile });
  return files;
}

async function readFile(part: MultipartFile): Promise<Buffer> {
  try {
    return await part.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw payloadTooLarge(IMAGE_MESSAGES.tooLarge);
    }
    throw error;
  }
}

type ParsedField = { key: 'name'; value?: string } | { key: 'featured'; value: boolean };

function parseField(name: string, value: unknown): ParsedField | undefined {
  if (name !== 'name' && name !== 'featured') return undefined; // `type` and `url` are not trusted
  const rule = name === 'name' ? fieldRules.name : fieldRules.featured;
  const parsed = rule.safeParse(typeof value === 'string' ? value : undefined);
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? `${name} is not valid`;
    throw new AppError(400, message, { [name]: message });
  }
  return name === 'name'
    ? { key: 'name', value: parsed.data || undefined }
    : { key: 'featured', value: ['true', '1', 'on'].includes(parsed.data ?? '') };
}

const duplicateField = (key: string) =>
  badRequest(`Send one ${key} per picture.`, { [key]: `Send one ${key} per picture.` });
