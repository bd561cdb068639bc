import { badRequest } from '../../lib/errors';
import { normalizeWallClock, wallClockNow } from '../../lib/wall-clock';
import { TOUR_BOOKING_WINDOW_DAYS, TOUR_MESSAGES as M } from './tour-requests.messages';

const WINDOW_MS = TOUR_BOOKING_WINDOW_DAYS * 24 * 60 * 60 * 1000;

/**
 * A requested tour time, as stored ("YYYY-MM-DDTHH:mm:ss"), if it is a real date in the future
 * and within the booking window in the site's time zone; a 400 otherwise
 * (docs/product.md#tour-times). `now`: the current instant.
 */
export function checkTourTime(input: string, timeZone: string, now: Date): string {
  const tourTime = normalizeWallClock(input);
  if (!tourTime) throw badRequest(M.notADate, { tourTime: M.notADate });
  if (tourTime <= wallClockNow(timeZone, now)) throw badRequest(M.past, { tourTime: M.past });
  if (tourTime > wallClockNow(timeZone, new Date(now.getTime() + WINDOW_MS)))
    throw badRequest(M.tooFarAhead, { tourTime: M.tooFarAhead });
  return tourTime;
}
