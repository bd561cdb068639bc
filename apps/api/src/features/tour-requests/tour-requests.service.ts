import type {
  Page,
  TourRequest,
  TourRequestsAdminQuery,
  TourRequestsQuery,
} from '@estate/contracts';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import { spendOrRefuse } from '../../lib/allowances';
import { isUniqueViolation } from '../../lib/db-errors';
import type { Mailer } from '../../lib/mailer';
import { toPage } from '../../lib/paging';
import type { RateLimiter } from '../../lib/rate-limiter';
import type { WriteLimits } from '../../lib/write-limits';
import { isStaff } from '../../plugins/auth';
import type { Search } from '../search';
import { logActivity } from '../activity';
import type { UserRow } from '../users';
import { tourRequestAccess } from './tour-request-access';
import { newRequestMail, type Site } from './tour-request-mails';
import { checkTourTime } from './tour-time-check';
import { createTourPlacesRepository, type TourPlacesRepository } from './tour-places.repository';
import { checkViewingHours } from './viewing-hours.service';
import { TOUR_MESSAGES as M } from './tour-requests.messages';
import {
  createTourRequestsRepository,
  type TourRequestFilter,
  type TourRequestPageQuery,
} from './tour-requests.repository';

/** Checks a new time for a guest's request on an advert: free of their own PENDING and approvals. */
export async function checkSlotFree(
  repo: ReturnType<typeof createTourRequestsRepository>,
  guestId: number,
  advertId: number,
  tourTime: string,
) {
  if (await repo.hasPendingOf(guestId, advertId, tourTime))
    throw conflict(M.duplicate, { tourTime: M.duplicate });
  if (await repo.isSlotApproved(advertId, tourTime))
    throw conflict(M.slotTaken, { tourTime: M.slotTaken });
}

/**
 * A public advert with its zone and viewing hours; a hidden one answers exactly like a missing one
 * (no telling which ids exist).
 */
export async function publicPlace(places: TourPlacesRepository, id: number) {
  const place = await places.of(id);
  if (!place?.isPublic) throw notFound(M.advertMissing);
  return place;
}

/** What the services of tour requests are built from. */
export interface TourRequestsDeps {
  db: Db;
  /** The adverts asked about, as the public sees them. */
  search: Pick<Search, 'advert'>;
  mailer: Mailer;
  clock: Clock;
  /** The site's address for e-mails (tour times are told in each property's own zone). */
  site: Site;
}

/** New requests are counted per client address and per person. */
export interface TourRequestLimits {
  limiter: RateLimiter;
  limits: Pick<WriteLimits, 'tourRequest'>;
}

export function createTourRequestsService(deps: TourRequestsDeps & TourRequestLimits) {
  const { db, search, mailer, clock, site, limiter } = deps;
  const repo = createTourRequestsRepository(db);
  const places = createTourPlacesRepository(db);
  const access = tourRequestAccess({ repo, clock, site });
  const limit = deps.limits.tourRequest;

  /**
   * Per client address, counted before anything is looked up: bounds a script that spreads over
   * many accounts.
   */
  const countFromAddress = (ip: string) =>
    spendOrRefuse(limiter, [
      {
        key: `tour-request:ip:${ip}`,
        max: limit.perAddress,
        windowSeconds: limit.windowSeconds,
        refusal: M.tooManyFromAddress,
      },
    ]);

  /**
   * Per person, counted once the request is valid but before it is stored and the owner
   * e-mailed (the work this limit guards): a slot found taken costs no allowance.
   */
  const countForPerson = (userId: number) =>
    spendOrRefuse(limiter, [
      {
        key: `tour-request:user:${userId}`,
        max: limit.perAccount,
        windowSeconds: limit.windowSeconds,
        refusal: M.tooMany(limit.perAccount),
      },
    ]);

  async function pageOf(
    user: UserRow,
    filter: TourRequestFilter,
    query: TourRequestPageQuery,
  ): Promise<Page<TourRequest>> {
    const { rows, total } = await repo.page(filter, query);
    const now = clock.now();
    return toPage(
      rows.map((row) => access.view(row, user, now)),
      total,
      query,
    );
  }

  return {
    /**
     * Public advert, not one's own, a future half hour at the property inside its viewing hours,
     * a slot not taken, no duplicate PENDING request.
     */
    async create(
      guest: UserRow,
      input: { advertId: number; tourTime: string },
      ip: string,
    ): Promise<TourRequest> {
      await countFromAddress(ip);
      const advert = await publicPlace(places, input.advertId);
      if (advert.userId === guest.id) throw badRequest(M.ownAdvert, { advert: M.ownAdvert });
      const tourTime = checkTourTime(input.tourTime, advert.timeZone, clock.now());
      checkViewingHours(advert.hours, tourTime);
      await checkSlotFree(repo, guest.id, advert.id, tourTime);

      await countForPerson(guest.id);
      const id = await repo
        .create({
          advertId: advert.id,
          guestUserId: guest.id,
          ownerUserId: advert.userId,
          tourTime,
        })
        .catch((e: unknown) => {
          if (isUniqueViolation(e)) throw conflict(M.duplicate, { tourTime: M.duplicate });
          throw e;
        });
      const row = (await repo.findById(id))!;
      await logActivity(db, {
        userId: guest.id,
        action: 'TOUR_REQUEST_CREATED',
        log: `Requested a tour of "${advert.title}" on ${tourTime.slice(0, 10)} at ${tourTime.slice(11, 16)}`,
        advertId: advert.id,
      });
      await mailer.send(newRequestMail(row, access.site));
      return access.view(row, guest);
    },

    /** The caller's requests as guest, or those on their adverts as owner. */
    mine: (user: UserRow, query: TourRequestsQuery) =>
      pageOf(
        user,
        query.role === 'owner'
          ? { ownerId: user.id, q: query.q, advertId: query.advert, searcherId: user.id }
          : { guestId: user.id, q: query.q, advertId: query.advert, searcherId: user.id },
        query,
      ),

    /**
     * Staff: every request (of one advert, or one person as guest or owner, if asked). A
     * customer: one advert of their own.
     */
    async all(user: UserRow, query: TourRequestsAdminQuery) {
      if (!isStaff(user)) {
        if (query.advert === undefined) throw forbidden(M.advertRequired);
        if (query.user !== undefined) throw forbidden(M.userFilterForStaff);
        const advert = await search.advert({ id: query.advert });
        if (advert?.user_id !== user.id) throw forbidden(M.notYourAdvert);
      }
      const searcherId = isStaff(user) ? undefined : user.id;
      const filter = { advertId: query.advert, personId: query.user, q: query.q, searcherId };
      return pageOf(user, filter, query);
    },

    async one(user: UserRow, id: number) {
      return access.view(await access.visible(user, id), user);
    },

    async waiting(user: UserRow) {
      return { waiting: await repo.waitingFor(user.id, clock.now()) };
    },
  };
}

export type TourRequestsService = ReturnType<typeof createTourRequestsService>;
