import { IMAGE_UPLOAD_LIMITS, IMAGE_UPLOAD_MESSAGES } from '@estate/contracts';

/** At most 5 MB per image and 10 images per advert (shared with the web form). */
export const MAX_IMAGE_BYTES = IMAGE_UPLOAD_LIMITS.maxBytes;
export const MAX_IMAGES_PER_ADVERT = IMAGE_UPLOAD_LIMITS.maxPerAdvert;

/**
 * Largest picture we agree to decode (width × height). 50 megapixels covers every phone camera;
 * a few-kilobyte PNG claiming 30000 × 30000 pixels (a decompression bomb) is refused unread.
 */
export const MAX_INPUT_PIXELS = 50_000_000;

/** Resized copies made of every upload, all WebP, never enlarged, aspect ratio kept. */
export const VARIANTS = [
  { name: 'thumb', width: 160 },
  { name: 'card', width: 480 },
  { name: 'gallery', width: 1280 },
] as const;

export type VariantName = (typeof VARIANTS)[number]['name'];

export const VARIANT_CONTENT_TYPE = 'image/webp';
export const VARIANT_EXTENSION = 'webp';
export const WEBP_QUALITY = 80;

export const IMAGE_MESSAGES = {
  wrongType: IMAGE_UPLOAD_MESSAGES.wrongType,
  tooLarge: IMAGE_UPLOAD_MESSAGES.tooLarge,
  tooManyPixels: `An image may have at most ${MAX_INPUT_PIXELS / 1_000_000} megapixels.`,
  unreadable: 'The image could not be read; the file may be damaged.',
  tooMany: IMAGE_UPLOAD_MESSAGES.tooMany,
} as const;
