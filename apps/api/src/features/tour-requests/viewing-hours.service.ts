import {
  TOUR_TIME_SLOTS,
  insideViewingHours,
  type SlotState,
  type TourSlots,
  type ViewingHours,
  type ViewingHoursAnswer,
  type ViewingHoursInput,
} from '@estate/contracts';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import { wallClockNow } from '../../lib/wall-clock';
import { isStaff } from '../../plugins/auth';
import type { UserRow } from '../users';
import { TOUR_MESSAGES as M } from './tour-requests.messages';
import { createTourPlacesRepository, type TourPlace } from './tour-places.repository';

/** A 409 when a tour at `tourTime` ("YYYY-MM-DDTHH:mm:ss") falls outside the viewing hours. */
export function checkViewingHours(hours: ViewingHours, tourTime: string) {
  if (!insideViewingHours(hours, tourTime.slice(0, 10), tourTime.slice(11, 16)))
    throw conflict(M.outsideHours, { tourTime: M.outsideHours });
}

const answerOf = (place: TourPlace): ViewingHoursAnswer => ({
  advertId: place.id,
  ...place.hours,
  timeZone: place.timeZone,
});

/**
 * Viewing hours and the slots of a day (docs/product.md#viewing-hours): read by anyone for a public
 * advert (and by its owner for any of theirs), changed by the owner only.
 */
export function createViewingHoursService({ db, clock }: { db: Db; clock: Clock }) {
  const places = createTourPlacesRepository(db);
  /** A public advert; a hidden one answers like a missing one. */
  async function publicPlace(advertId: number) {
    const place = await places.of(advertId);
    if (!place?.isPublic) throw notFound(M.advertMissing);
    return place;
  }

  return {
    /** What the advert page states: a public advert's hours (or the default ones) and zone. */
    async publicHours(advertId: number) {
      return answerOf(await publicPlace(advertId));
    },

    /** The owner's (and staff's) view for the advert editor; 404 to anyone else. */
    async hours(user: UserRow, advertId: number) {
      const place = await places.of(advertId);
      if (!place || (place.userId !== user.id && !isStaff(user))) throw notFound(M.advertMissing);
      return answerOf(place);
    },

    async saveHours(user: UserRow, advertId: number, input: ViewingHoursInput) {
      const place = await places.of(advertId);
      if (!place) throw notFound(M.advertMissing);
      // Another customer is answered as if the advert did not exist; staff see it but may not.
      if (place.userId !== user.id) {
        if (!isStaff(user)) throw notFound(M.advertMissing);
        throw forbidden(M.hoursOwnerOnly);
      }
      const today = wallClockNow(place.timeZone, clock.now()).slice(0, 10);
      const past = input.blockedDates.find((date) => date < today);
      if (past) throw badRequest(M.blockedPast(past), { blockedDates: M.blockedPast(past) });
      const hours = { ...input, blockedDates: [...input.blockedDates].sort() };
      await places.saveHours(advertId, hours);
      return answerOf({ ...place, hours });
    },

    /** The 48 half hours of `date` at the property, each free, outside the hours, taken or past. */
    async slots(advertId: number, date: string): Promise<TourSlots> {
      const place = await publicPlace(advertId);
      const taken = new Set(await places.approvedTimesOn(advertId, date));
      const now = wallClockNow(place.timeZone, clock.now());
      const stateOf = (time: string): SlotState => {
        if (`${date}T${time}:00` <= now) return 'PAST';
        if (!insideViewingHours(place.hours, date, time)) return 'OUTSIDE_HOURS';
        return taken.has(time) ? 'TAKEN' : 'FREE';
      };
      return {
        advertId,
        date,
        timeZone: place.timeZone,
        slots: TOUR_TIME_SLOTS.map((time) => ({ time, state: stateOf(time) })),
      };
    },
  };
}

export type ViewingHoursService = ReturnType<typeof createViewingHoursService>;
