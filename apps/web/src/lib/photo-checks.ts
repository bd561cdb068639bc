import { IMAGE_SIGNATURE_LENGTH, IMAGE_UPLOAD_LIMITS, photoPickRefusal } from '@estate/contracts';
import { readFileHead } from './file-head';

/** The `accept` of the file input: the types the server takes (a hint; the bytes decide). */
export const PHOTO_ACCEPT = IMAGE_UPLOAD_LIMITS.contentTypes.join(',');

/**
 * The server's rule checked before the picture is opened for cropping: its type by its first
 * bytes (a text file named .jpg is refused) and its size, with the server's own message.
 */
export async function photoRefusal(file: File): Promise<string | undefined> {
  const head = await readFileHead(file, IMAGE_SIGNATURE_LENGTH);
  return photoPickRefusal({ head, size: file.size });
}
