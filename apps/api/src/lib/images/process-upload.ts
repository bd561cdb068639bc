import { sniffImageFormat } from '@estate/contracts';
import sharp, { type ResizeOptions } from 'sharp';
import { payloadTooLarge, unsupportedMediaType } from '../errors';
import {
  IMAGE_MESSAGES,
  MAX_IMAGE_BYTES,
  MAX_INPUT_PIXELS,
  VARIANT_CONTENT_TYPE,
  VARIANTS,
  WEBP_QUALITY,
  type VariantName,
} from './constants';

// The signature check is shared with the browser's picker, so both refuse the same files.
export { sniffImageFormat, type ImageFormat as AcceptedFormat } from '@estate/contracts';

export interface ImageVariant {
  name: VariantName;
  buffer: Buffer;
  width: number;
  height: number;
}

export interface ProcessedImage {
  /** One per entry of VARIANTS, in that order. */
  variants: ImageVariant[];
  /** Size of the largest variant kept (the gallery one): the original is not stored. */
  width: number;
  height: number;
  contentType: typeof VARIANT_CONTENT_TYPE;
  /** Bytes of all variants together. */
  sizeBytes: number;
}

/**
 * The checks every upload passes before a pixel is decoded: type by content (JPEG, PNG, WebP),
 * at most 5 MB, and a header that is readable and at most MAX_INPUT_PIXELS. Throws AppError 413
 * or 415 for what it refuses.
 */
export async function checkUpload(input: Buffer): Promise<void> {
  if (input.length > MAX_IMAGE_BYTES) throw payloadTooLarge(IMAGE_MESSAGES.tooLarge);
  const format = sniffImageFormat(input);
  if (!format) throw unsupportedMediaType(IMAGE_MESSAGES.wrongType);

  // The header alone: cheap, and enough to refuse a bomb before any pixel is decoded.
  const meta = await sharp(input, { limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw unsupportedMediaType(IMAGE_MESSAGES.unreadable);
    });
  if (meta.format !== format) throw unsupportedMediaType(IMAGE_MESSAGES.wrongType);
  if (!meta.width || !meta.height) throw unsupportedMediaType(IMAGE_MESSAGES.unreadable);
  if (meta.width * meta.height > MAX_INPUT_PIXELS)
    throw payloadTooLarge(IMAGE_MESSAGES.tooManyPixels);
}

/**
 * A checked upload decoded once into plain pixels, upright by its EXIF orientation and resized
 * as asked: whatever is cut from those pixels carries nothing of the original file but its
 * picture (no EXIF, GPS, XMP, ICC or comments).
 */
export async function decodeUpright(input: Buffer, resize: ResizeOptions) {
  const base = await sharp(input, {
    limitInputPixels: MAX_INPUT_PIXELS,
    failOn: 'error',
    autoOrient: true,
  })
    .resize(resize)
    .raw()
    .toBuffer({ resolveWithObject: true })
    .catch((error: unknown) => {
      if (error instanceof Error && /pixel limit/i.test(error.message)) {
        throw payloadTooLarge(IMAGE_MESSAGES.tooManyPixels);
      }
      throw unsupportedMediaType(IMAGE_MESSAGES.unreadable);
    });
  const { width, height, channels } = base.info;
  return { data: base.data, width, height, channels };
}

/** The decoded pixels as a sharp pipeline, to resize and encode. */
export const fromPixels = (pixels: Awaited<ReturnType<typeof decodeUpright>>) =>
  sharp(pixels.data, {
    raw: { width: pixels.width, height: pixels.height, channels: pixels.channels },
  });

/**
 * Checks an uploaded picture (checkUpload) and makes its WebP variants from its upright pixels,
 * resized to each variant width without enlarging. Throws AppError 413 or 415 for what it
 * refuses.
 */
export async function processUpload(input: Buffer): Promise<ProcessedImage> {
  await checkUpload(input);
  const largest = Math.max(...VARIANTS.map((v) => v.width));
  const pixels = await decodeUpright(input, { width: largest, withoutEnlargement: true });

  const variants: ImageVariant[] = [];
  for (const variant of VARIANTS) {
    const out = await fromPixels(pixels)
      .resize({ width: Math.min(variant.width, pixels.width), withoutEnlargement: true })
      .webp({ quality: WEBP_QUALITY })
      .toBuffer({ resolveWithObject: true });
    variants.push({
      name: variant.name,
      buffer: out.data,
      width: out.info.width,
      height: out.info.height,
    });
  }

  const gallery = variants[variants.length - 1]!;
  return {
    variants,
    width: gallery.width,
    height: gallery.height,
    contentType: VARIANT_CONTENT_TYPE,
    sizeBytes: variants.reduce((sum, v) => sum + v.buffer.length, 0),
  };
}
