import fsp from 'node:fs/promises';
import type { Multipart } from '@fastify/multipart';
import { imageUploadFieldsSchema } from '@estate/contracts';
import { AppError, badRequest, conflict } from '../../../lib/errors';
import { IMAGE_MESSAGES, isMalformedMultipart, spoolUploadPart } from '../../../lib/images';
import { NUL_MESSAGE } from '../../../plugins/request-guards';
import { IMAGE_MESSAGES_API as M } from './images.messages';

/** The fields that matter for one file. */
export interface FileFields {
  name?: string;
  featured?: boolean;
}

const FILE_FIELD = 'multipartFile';
const fieldRules = imageUploadFieldsSchema.shape;

/**
 * Reads a multipart upload part by part: each file streams to a temporary file (the parser stops
 * at 5 MB), `onFile` gets its path, and the file is gone before the next part is read. So an
 * upload waiting for its turn at the image queue holds no memory, and a request holds at most
 * one picture. Refuses more than `maxFiles` files before reading the extra one.
 *
 * A field belongs to the file before it (the spec's order: multipartFile, name, type, featured,
 * url), unless that file already has one of that name or no file came yet: then it waits for
 * the next file. So both "file, then its fields" and "fields, then their file" work.
 */
export async function readUploadForm(
  parts: AsyncIterable<Multipart>,
  maxFiles: number,
  onFile: (spooledPath: string) => Promise<void>,
): Promise<FileFields[]> {
  try {
    return await readParts(parts, maxFiles, onFile);
  } catch (error) {
    throw isMalformedMultipart(error) ? badRequest(M.malformed) : error;
  }
}

async function readParts(
  parts: AsyncIterable<Multipart>,
  maxFiles: number,
  onFile: (spooledPath: string) => Promise<void>,
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
    const spooled = await spoolUploadPart(part);
    try {
      await onFile(spooled);
    } finally {
      await fsp.rm(spooled, { force: true });
    }
  }
  if (files.length === 0) throw badRequest(M.noFile, { [FILE_FIELD]: M.noFile });
  return files;
}

type ParsedField = { key: 'name'; value?: string } | { key: 'featured'; value: boolean };

function parseField(name: string, value: unknown): ParsedField | undefined {
  if (name !== 'name' && name !== 'featured') return undefined; // `type` and `url` are not trusted
  // The body's NUL guard never sees multipart fields; PostgreSQL text cannot hold a NUL.
  if (typeof value === 'string' && value.includes('\0'))
    throw new AppError(400, NUL_MESSAGE, { [name]: NUL_MESSAGE });
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
