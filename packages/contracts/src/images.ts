import { z } from 'zod';
import { advertImageSchema } from './adverts';
import { idSchema, singleLineString } from './common';
import { IMAGE_UPLOAD_LIMITS } from './image-rules';

/** One picture as the pictures API answers it: the detail page's fields plus its own. */
export const advertImageRecordSchema = advertImageSchema.extend({
  advertId: z.number().int(),
  name: z.string(),
  /** Position in the advert's gallery, 0 first. */
  seq: z.number().int(),
  /** Bytes of all stored variants together (the original is not kept). */
  sizeBytes: z.number().int(),
  createAt: z.string(),
  /**
   * Added by the owner to a live advert and waiting for review with its revision: only the owner
   * and staff see it until then (docs/product.md#revisions).
   */
  waiting: z.boolean(),
});
export type AdvertImageRecord = z.infer<typeof advertImageRecordSchema>;

/** The advert's pictures in gallery order. */
export const advertImageListSchema = z.array(advertImageRecordSchema);

const trueOrFalse = z
  .enum(['true', 'false', '1', '0', 'on', 'off', ''], { error: 'featured must be true or false' })
  .optional();

/**
 * The form fields of `POST /images/{advertId}` (docs/product.md#pictures); with several
 * files, the n-th `name` and `featured` belong to the n-th file. `type` and `url` are accepted
 * for the old client and ignored: the type is read from the bytes, the URL is the server's.
 */
export const imageUploadFieldsSchema = z.object({
  multipartFile: z
    .string()
    .meta({ format: 'binary', description: 'A JPEG, PNG or WebP picture, at most 5 MB.' }),
  name: singleLineString().trim().max(100, 'name may be at most 100 characters').optional(),
  type: z.string().max(40).optional(),
  featured: trueOrFalse,
  url: z.string().optional(),
});

/** New gallery order: every picture id of the advert, each once. */
export const imageOrderRequestSchema = z.object({
  ids: z
    .array(idSchema)
    .min(1, 'ids must list the pictures')
    .max(IMAGE_UPLOAD_LIMITS.maxPerAdvert, 'ids lists too many pictures')
    .refine((ids) => new Set(ids).size === ids.length, 'ids must not repeat a picture'),
});
export type ImageOrderRequest = z.infer<typeof imageOrderRequestSchema>;
