import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { MultipartFile } from '@fastify/multipart';
import { AppError, payloadTooLarge } from '../errors';
import { IMAGE_MESSAGES } from './constants';

export const MALFORMED_MULTIPART =
  'The upload was cut off or is not a valid multipart form; please send it again.';

/**
 * The multipart parser's own complaints (a body without its boundary lines, a part cut off, a
 * broken part header) are plain errors with no status: they are the client's, so a 400.
 */
export function isMalformedMultipart(error: unknown): boolean {
  if (!(error instanceof Error) || error instanceof AppError || 'statusCode' in error) return false;
  return /multipart|boundary|part header|unexpected end/i.test(error.message);
}

/**
 * Streams one uploaded file to a private temporary file and answers its path: a picture waiting
 * for its turn at the image queue holds no memory. The parser cuts a file at its size limit,
 * which is refused with 413; the caller removes the file when done.
 */
export async function spoolUploadPart(part: MultipartFile): Promise<string> {
  const spooled = path.join(os.tmpdir(), `estate-upload-${randomBytes(8).toString('hex')}`);
  try {
    await pipeline(part.file, fs.createWriteStream(spooled, { flags: 'wx', mode: 0o600 }));
    // The parser cut the file at the limit and dropped the rest.
    if (part.file.truncated) throw payloadTooLarge(IMAGE_MESSAGES.tooLarge);
    return spooled;
  } catch (error) {
    await fsp.rm(spooled, { force: true });
    throw error;
  }
}
