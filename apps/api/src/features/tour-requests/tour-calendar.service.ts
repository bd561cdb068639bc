import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { conflict, notFound } from '../../lib/errors';
import type { UserRow } from '../users';
import { tourRequestAccess } from './tour-request-access';
import { tourCalendar } from './tour-request-calendar';
import type { Site } from './tour-request-mails';
import { TOUR_MESSAGES as M } from './tour-requests.messages';
import { createTourPlacesRepository } from './tour-places.repository';
import { createTourRequestsRepository } from './tour-requests.repository';

/**
 * "Add to calendar" (docs/product.md#viewing-hours): the .ics of an APPROVED tour, for its guest
 * and its owner only; anyone else (staff too: it is the two people's appointment) gets a 404.
 */
export function createTourCalendarService(deps: { db: Db; clock: Clock; site: Site }) {
  const places = createTourPlacesRepository(deps.db);
  const access = tourRequestAccess({ ...deps, repo: createTourRequestsRepository(deps.db) });
  return {
    async ics(user: UserRow, id: number): Promise<string> {
      const row = await access.visible(user, id);
      if (row.guest_id !== user.id && row.owner_id !== user.id) throw notFound(M.missing);
      if (row.status !== 'APPROVED') throw conflict(M.notApprovedCalendar);
      const address = await places.addressOf(row.advert_id);
      if (!address) throw notFound(M.advertMissing);
      return tourCalendar(row, address, deps.site);
    },
  };
}

export type TourCalendarService = ReturnType<typeof createTourCalendarService>;
