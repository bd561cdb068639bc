// No zod in this module: the advert page's tour form renders its time slots without loading the
// schema modules (see pictures.ts).

/** The 48 half-hour slots of a day, 00:00 to 23:30; the form defaults to 10:00. */
export const TOUR_TIME_SLOTS: string[] = Array.from(
  { length: 48 },
  (_, i) => `${String(Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`,
);
export const DEFAULT_TOUR_TIME = '10:00';
