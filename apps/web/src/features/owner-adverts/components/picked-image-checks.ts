import { IMAGE_UPLOAD_LIMITS, IMAGE_UPLOAD_MESSAGES } from '@estate/contracts';

const ACCEPTED_TYPES: readonly string[] = IMAGE_UPLOAD_LIMITS.contentTypes;

/** The `accept` of the file input: the types the server takes. */
export const IMAGE_ACCEPT = ACCEPTED_TYPES.join(',');

export interface PickCheck {
  accepted: File[];
  /** The server's own messages, once each, for the files left out. */
  messages: string[];
}

/**
 * Decisions §5 checked in the browser before anything is sent: type, size, and how many the
 * advert may still take. The server checks the bytes again; this only saves a wasted upload.
 */
export function checkPickedFiles(files: readonly File[], alreadyPicked: number): PickCheck {
  const accepted: File[] = [];
  const messages = new Set<string>();
  for (const file of files) {
    if (!ACCEPTED_TYPES.includes(file.type)) messages.add(IMAGE_UPLOAD_MESSAGES.wrongType);
    else if (file.size > IMAGE_UPLOAD_LIMITS.maxBytes) messages.add(IMAGE_UPLOAD_MESSAGES.tooLarge);
    else if (alreadyPicked + accepted.length >= IMAGE_UPLOAD_LIMITS.maxPerAdvert)
      messages.add(IMAGE_UPLOAD_MESSAGES.tooMany);
    else accepted.push(file);
  }
  return { accepted, messages: [...messages] };
}
