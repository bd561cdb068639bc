import { z } from 'zod';
import { MAX_ID } from './common';

export const favoriteToggleRequestSchema = z.strictObject({
  advertId: z.coerce
    .number({ error: 'advertId must be a number' })
    .int()
    .positive('advertId must be positive')
    .max(MAX_ID, 'advertId is too large'),
});
export const favoriteStateSchema = z.object({ advertId: z.number().int(), favory: z.boolean() });
export type FavoriteState = z.infer<typeof favoriteStateSchema>;

export const TOUR_REQUEST_STATUSES = ['PENDING', 'APPROVED', 'DECLINED', 'CANCELED'] as const;
export type TourRequestStatus = (typeof TOUR_REQUEST_STATUSES)[number];

/** Moves on a tour request (docs/product.md#tour-requests): the owner's, the guest's, delete. */
export const TOUR_REQUEST_ACTIONS = [
  'approve',
  'decline',
  'cancel',
  'changeTime',
  'delete',
] as const;
export type TourRequestAction = (typeof TOUR_REQUEST_ACTIONS)[number];

/** "YYYY-MM-DDTHH:mm" on a half hour (seconds ":00" accepted). */
export const TOUR_TIME_PATTERN = /^\d{4}-\d{2}-\d{2}T([01]\d|2[0-3]):(00|30)(:00)?$/;

/** A tour time as typed: shaped like 2026-12-01T10:30 and on the hour or the half hour. */
export const tourTimeInputSchema = z
  .string({ error: 'Required' })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/, 'tourTime must look like 2026-12-01T10:30')
  .refine((v) => TOUR_TIME_PATTERN.test(v), 'Tours start on the hour or the half hour');

export const tourRequestCreateSchema = z.strictObject({
  advert: z.object({
    id: z.coerce
      .number({ error: 'advert.id must be a number' })
      .int()
      .positive('advert.id must be positive')
      .max(MAX_ID, 'advert.id is too large'),
  }),
  tourTime: tourTimeInputSchema,
});

const person = z.object({ id: z.number().int(), firstName: z.string(), lastName: z.string() });

export const tourRequestSchema = z.object({
  id: z.number().int(),
  /**
   * For a guest, an advert that is no longer public is what was last public of it (title and slug
   * then, '' when unknown) with `available` false (docs/product.md#tour-requests); the server
   * always sends `available`.
   */
  advert: z.object({
    id: z.number().int(),
    slug: z.string(),
    title: z.string(),
    available: z.boolean().optional(),
  }),
  tourTime: z.string(),
  tourDate: z.string(),
  /** The property's IANA time zone: tourTime is its local time there. */
  timeZone: z.string(),
  status: z.enum(TOUR_REQUEST_STATUSES),
  guestUser: person,
  ownerUser: person,
  createAt: z.string(),
  /** What the caller may do with this request now; the server enforces the same rules. */
  actions: z.array(z.enum(TOUR_REQUEST_ACTIONS)),
});
export type TourRequest = z.infer<typeof tourRequestSchema>;
