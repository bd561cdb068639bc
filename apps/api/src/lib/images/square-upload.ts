import { VARIANT_CONTENT_TYPE, WEBP_QUALITY } from './constants';
import { checkUpload, decodeUpright, fromPixels } from './process-upload';

/** The square copies made of a profile photo, largest first (docs/product.md#profile-photo). */
export const SQUARE_SIZES = [
  { name: 'large', size: 256 },
  { name: 'small', size: 128 },
] as const;

export type SquareSizeName = (typeof SQUARE_SIZES)[number]['name'];

export interface SquareVariant {
  name: SquareSizeName;
  buffer: Buffer;
  size: number;
}

export interface ProcessedSquare {
  /** One per entry of SQUARE_SIZES, in that order. */
  variants: SquareVariant[];
  contentType: typeof VARIANT_CONTENT_TYPE;
}

/**
 * Checks an uploaded picture as processUpload does and makes square WebP copies of it: the
 * middle square when it is not one (the browser sends it cut already), upright, enlarged when
 * smaller, and with every bit of metadata left behind. Throws AppError 413 or 415.
 */
export async function processSquareUpload(input: Buffer): Promise<ProcessedSquare> {
  await checkUpload(input);
  const largest = SQUARE_SIZES[0].size;
  const pixels = await decodeUpright(input, {
    width: largest,
    height: largest,
    fit: 'cover',
    position: 'centre',
  });
  const variants: SquareVariant[] = [];
  for (const { name, size } of SQUARE_SIZES) {
    const buffer = await fromPixels(pixels)
      .resize({ width: size, height: size })
      .webp({ quality: WEBP_QUALITY })
      .toBuffer();
    variants.push({ name, buffer, size });
  }
  return { variants, contentType: VARIANT_CONTENT_TYPE };
}
