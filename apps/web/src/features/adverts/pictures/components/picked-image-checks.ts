import { IMAGE_SIGNATURE_LENGTH, IMAGE_UPLOAD_LIMITS, imagePickRefusal } from '@estate/contracts';
import { readFileHead } from '../../../../lib/file-head';

/** The `accept` of the file input: the types the server takes (a hint; the bytes decide). */
export const IMAGE_ACCEPT = IMAGE_UPLOAD_LIMITS.contentTypes.join(',');

export interface PickCheck {
  accepted: File[];
  /** The server's own messages, once each, for the files left out. */
  messages: string[];
}

/**
 * The server's picture rule checked in the browser before anything is sent or previewed: type
 * by the file's first bytes (a text file named .jpg is refused), size, and how many the advert
 * may still take. The server checks again; this keeps a refused file out of the form at once.
 */
export async function checkPickedFiles(
  files: readonly File[],
  alreadyPicked: number,
): Promise<PickCheck> {
  const heads = await Promise.all(files.map((f) => readFileHead(f, IMAGE_SIGNATURE_LENGTH)));
  const accepted: File[] = [];
  const messages = new Set<string>();
  files.forEach((file, index) => {
    const refusal = imagePickRefusal(
      { head: heads[index]!, size: file.size },
      alreadyPicked + accepted.length,
    );
    if (refusal) messages.add(refusal);
    else accepted.push(file);
  });
  return { accepted, messages: [...messages] };
}
