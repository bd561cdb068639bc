// No zod in this module: the browser's picture picker and the server's upload both import it,
// so the rule for what a picture may be is written once.

/** What a picture may be: JPEG, PNG or WebP by content, at most 5 MB, 10 per advert. */
export const IMAGE_UPLOAD_LIMITS = {
  maxBytes: 5 * 1024 * 1024,
  maxPerAdvert: 10,
  /** Checked on the bytes; the browser's type is only a first hint. */
  contentTypes: ['image/jpeg', 'image/png', 'image/webp'],
} as const;

export const IMAGE_UPLOAD_MESSAGES = {
  wrongType: 'Only JPEG, PNG or WebP images are accepted.',
  tooLarge: 'An image may be at most 5 MB.',
  tooMany: `An advert may have at most ${IMAGE_UPLOAD_LIMITS.maxPerAdvert} images.`,
  /** The spec's toast after deleting a picture (spelling as given). */
  deleted: 'Imgas is deleted successfully',
} as const;

/** The profile photo's sentences (docs/product.md#profile-photo). */
export const PROFILE_PHOTO_MESSAGES = {
  saved: 'Your photo was saved.',
  removed: 'Your photo was removed.',
  noFile: 'Choose a picture to upload.',
  oneFile: 'Send one picture.',
  wrongField: 'Send the picture in the multipartFile field.',
} as const;

export type ImageFormat = 'jpeg' | 'png' | 'webp';

/** How many bytes from a file's start `sniffImageFormat` needs to tell its type. */
export const IMAGE_SIGNATURE_LENGTH = 12;

const JPEG_SIGNATURE = [0xff, 0xd8, 0xff];
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const RIFF = [0x52, 0x49, 0x46, 0x46];
const WEBP = [0x57, 0x45, 0x42, 0x50];

const startsWith = (bytes: Uint8Array, signature: number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((byte, i) => bytes[at + i] === byte);

/** The type the bytes say they are, from their signature: a file's name or label is never trusted. */
export function sniffImageFormat(bytes: Uint8Array): ImageFormat | undefined {
  if (startsWith(bytes, JPEG_SIGNATURE)) return 'jpeg';
  if (startsWith(bytes, PNG_SIGNATURE)) return 'png';
  if (startsWith(bytes, RIFF) && startsWith(bytes, WEBP, 8)) return 'webp';
  return undefined;
}

/**
 * Why one more picture is refused, with the server's own message, or undefined when it may go:
 * its type by its first bytes, then its size, then whether the advert has room (`countBefore`
 * pictures it has or has been given already).
 */
export function imagePickRefusal(
  picture: { head: Uint8Array; size: number },
  countBefore: number,
): string | undefined {
  if (!sniffImageFormat(picture.head)) return IMAGE_UPLOAD_MESSAGES.wrongType;
  if (picture.size > IMAGE_UPLOAD_LIMITS.maxBytes) return IMAGE_UPLOAD_MESSAGES.tooLarge;
  if (countBefore >= IMAGE_UPLOAD_LIMITS.maxPerAdvert) return IMAGE_UPLOAD_MESSAGES.tooMany;
  return undefined;
}

/**
 * Why a picked profile photo is refused before it is cropped or sent, with the server's own
 * message, or undefined when it may go: its type by its first bytes, then its size.
 */
export function photoPickRefusal(picture: { head: Uint8Array; size: number }): string | undefined {
  return imagePickRefusal(picture, 0);
}
