import fsp from 'node:fs/promises';
import type { Multipart } from '@fastify/multipart';
import { PROFILE_PHOTO_MESSAGES as M } from '@estate/contracts';
import { badRequest } from '../../../lib/errors';
import { MALFORMED_MULTIPART, isMalformedMultipart, spoolUploadPart } from '../../../lib/images';

const FILE_FIELD = 'multipartFile';

/**
 * Reads a multipart body that carries one picture in `multipartFile`: the file is spooled to a
 * temporary file and the whole body read before `work` gets its path, so a second file is
 * refused before anything is processed or stored. Other text fields are ignored. The temporary
 * file is gone when this settles.
 */
export async function withOnePicture<T>(
  parts: AsyncIterable<Multipart>,
  work: (spooledPath: string) => Promise<T>,
): Promise<T> {
  let spooled: string | undefined;
  try {
    for await (const part of parts) {
      if (part.type === 'field') {
        if (part.fieldname === FILE_FIELD)
          throw badRequest(M.wrongField, { [FILE_FIELD]: M.wrongField });
        continue;
      }
      if (part.fieldname !== FILE_FIELD) throw badRequest(M.wrongField);
      if (spooled) throw badRequest(M.oneFile, { [FILE_FIELD]: M.oneFile });
      spooled = await spoolUploadPart(part);
    }
    if (!spooled) throw badRequest(M.noFile, { [FILE_FIELD]: M.noFile });
    return await work(spooled);
  } catch (error) {
    throw isMalformedMultipart(error) ? badRequest(MALFORMED_MULTIPART) : error;
  } finally {
    if (spooled) await fsp.rm(spooled, { force: true });
  }
}
