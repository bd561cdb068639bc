import { z } from 'zod';
import { idSchema } from './common';
import { SLOT_STATES, WEEKDAYS, minutesOf } from './viewing-hours-rules';

const HALF_HOUR = /^(?:[01]\d|2[0-3]):(?:00|30)$|^24:00$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar date "YYYY-MM-DD". */
export const calendarDateSchema = z
  .string({ error: 'Must be a date like 2026-12-01' })
  .regex(DATE, 'Must be a date like 2026-12-01')
  .refine((v) => {
    const date = new Date(`${v}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(v);
  }, 'Must be a real calendar date');

const halfHour = (name: string) =>
  z
    .string({ error: `${name} is required` })
    .regex(HALF_HOUR, `${name} must be a time on the hour or the half hour, like 09:00 or 18:30`);

/** PUT /adverts/{id}/viewing-hours: the days, the hours and the blocked dates (property time). */
export const viewingHoursInputSchema = z
  .strictObject({
    days: z
      .array(z.enum(WEEKDAYS, { error: `days must be among ${WEEKDAYS.join(', ')}` }))
      .max(7)
      .refine((d) => new Set(d).size === d.length, 'A day is named twice'),
    opens: halfHour('opens'),
    closes: halfHour('closes'),
    blockedDates: z
      .array(calendarDateSchema)
      .max(366, 'At most 366 blocked dates')
      .refine((d) => new Set(d).size === d.length, 'A date is blocked twice'),
  })
  .refine((h) => minutesOf(h.closes) > minutesOf(h.opens), {
    message: 'Viewing hours must end after they start',
    path: ['closes'],
  });
export type ViewingHoursInput = z.infer<typeof viewingHoursInputSchema>;

/** An advert's viewing hours with the zone they are told in. */
export const viewingHoursSchema = z.object({
  advertId: z.number().int(),
  days: z.array(z.enum(WEEKDAYS)),
  opens: z.string(),
  closes: z.string(),
  blockedDates: z.array(z.string()),
  /** The property's IANA time zone. */
  timeZone: z.string(),
});
export type ViewingHoursAnswer = z.infer<typeof viewingHoursSchema>;

export const tourSlotsParamsSchema = z.object({ advertId: idSchema });
export const tourSlotsQuerySchema = z.object({ date: calendarDateSchema });

/** GET /tourRequest/slots/{advertId}?date=: the day's 48 half hours and what each is. */
export const tourSlotsSchema = z.object({
  advertId: z.number().int(),
  date: z.string(),
  timeZone: z.string(),
  slots: z.array(z.object({ time: z.string(), state: z.enum(SLOT_STATES) })),
});
export type TourSlots = z.infer<typeof tourSlotsSchema>;

/** A place's IANA time zone as staff set it, checked by Intl.DateTimeFormat. */
export const timeZoneSchema = z
  .string({ error: 'timeZone is required' })
  .trim()
  .min(1, 'timeZone is required')
  .max(64, 'timeZone is too long')
  .refine((zone) => {
    try {
      new Intl.DateTimeFormat('en', { timeZone: zone });
      return true;
    } catch {
      return false;
    }
  }, 'Unknown time zone: use an IANA name such as Europe/Istanbul');

/** PUT /countries/{id}/time-zone, PUT /cities/{id}/time-zone (a city may clear its own: null). */
export const countryTimeZoneSchema = z.strictObject({ timeZone: timeZoneSchema });
export const cityTimeZoneSchema = z.strictObject({ timeZone: timeZoneSchema.nullable() });
export const placeTimeZoneSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  timeZone: z.string().nullable(),
});
export type PlaceTimeZone = z.infer<typeof placeTimeZoneSchema>;

/** GET /countries/time-zones: every country's zone, with the cities that have their own or none. */
export const countryTimeZonesSchema = placeTimeZoneSchema.extend({
  timeZone: z.string(),
  cities: z.array(placeTimeZoneSchema),
});
export type CountryTimeZones = z.infer<typeof countryTimeZonesSchema>;
