import { sniffImageFormat } from '@estate/contracts';
import sharp from 'sharp';
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
 * Checks an uploaded picture and makes its WebP variants: type by content (JPEG, PNG, WebP),
 * at most 5 MB and MAX_INPUT_PIXELS, turned upright by its EXIF orientation, every bit of
 * metadata (EXIF, GPS, XMP, ICC, comments) dropped, resized to each variant width without
 * enlarging. Throws AppError 413 or 415 for what it refuses.
 */
export async function processUpload(input: Buffer): Promise<ProcessedImage> {
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

  const largest = Math.max(...VARIANTS.map((v) => v.width));
  // Decode once into plain pixels at the largest size; the variants are cut from those pixels,
  // so nothing of the original file but its picture reaches the output.
  const base = await sharp(input, {
    limitInputPixels: MAX_INPUT_PIXELS,
    failOn: 'error',
    autoOrient: true,
  })
    .resize({ width: largest, withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true })
    .catch((error: unknown) => {
      if (error instanceof Error && /pixel limit/i.test(error.message)) {
        throw payloadTooLarge(IMAGE_MESSAGES.tooManyPixels);
      }
      throw unsupportedMediaType(IMAGE_MESSAGES.unreadable);
    });
  const { width, height, channels } = base.info;

  const variants: ImageVariant[] = [];
  for (const variant of VARIANTS) {
    const out = await sharp(base.data, { raw: { width, height, channels } })
      .resize({ width: Math.min(variant.width, width), withoutEnlargement: true })
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
