import type { FastifyInstance } from 'fastify';
import type {
  Page,
  TourRequest,
  TourRequestsAdminQuery,
  TourRequestsQuery,
} from '@estate/contracts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import { spendOrRefuse } from '../../lib/allowances';
import { isUniqueViolation } from '../../lib/db-errors';
import { toPage } from '../../lib/paging';
import { isStaff } from '../../plugins/auth';
import { logActivity } from '../activity/activity.service';
import type { UserRow } from '../users/users.repository';
import { tourRequestAccess } from './tour-request-access';
import { newRequestMail } from './tour-request-mails';
import { checkTourTime } from './tour-time-check';
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

/** A public advert; a hidden one answers exactly like a missing one (no telling which ids exist). */
export async function publicAdvert(app: FastifyInstance, id: number) {
  const advert = await app.advertSearch.advert({ id });
  if (!advert || !advert.is_public) throw notFound(M.advertMissing);
  return advert;
}

export function createTourRequestsService(app: FastifyInstance) {
  const repo = createTourRequestsRepository(app.db);
  const access = tourRequestAccess(app, repo);
  const limit = app.writeLimits.tourRequest;

  /**
   * Per client address, counted before anything is looked up: bounds a script that spreads over
   * many accounts.
   */
  const countFromAddress = (ip: string) =>
    spendOrRefuse(app.limiter, [
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
    spendOrRefuse(app.limiter, [
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
    const now = access.now();
    return toPage(
      rows.map((row) => access.view(row, user, now)),
      total,
      query,
    );
  }

  return {
    /** Public advert, not one's own, a future half hour, no duplicate PENDING request. */
    async create(
      guest: UserRow,
      input: { advertId: number; tourTime: string },
      ip: string,
    ): Promise<TourRequest> {
      await countFromAddress(ip);
      const advert = await publicAdvert(app, input.advertId);
      if (advert.user_id === guest.id) throw badRequest(M.ownAdvert, { advert: M.ownAdvert });
      const tourTime = checkTourTime(input.tourTime, app.config.SITE_TIME_ZONE);
      await checkSlotFree(repo, guest.id, advert.id, tourTime);

      await countForPerson(guest.id);
      const id = await repo
        .create({
          advertId: advert.id,
          guestUserId: guest.id,
          ownerUserId: advert.user_id,
          tourTime,
        })
        .catch((e: unknown) => {
          if (isUniqueViolation(e)) throw conflict(M.duplicate, { tourTime: M.duplicate });
          throw e;
        });
      const row = (await repo.findById(id))!;
      await logActivity(app.db, {
        userId: guest.id,
        action: 'TOUR_REQUEST_CREATED',
        log: `Requested a tour of "${advert.title}" on ${tourTime.slice(0, 10)} at ${tourTime.slice(11, 16)}`,
        advertId: advert.id,
      });
      await app.mailer.send(newRequestMail(row, access.site));
      return access.view(row, guest);
    },

    /** The caller's requests as guest, or those on their adverts as owner. */
    mine: (user: UserRow, query: TourRequestsQuery) =>
      pageOf(
        user,
        query.role === 'owner'
          ? { ownerId: user.id, q: query.q }
          : { guestId: user.id, q: query.q },
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
        const advert = await app.advertSearch.advert({ id: query.advert });
        if (advert?.user_id !== user.id) throw forbidden(M.notYourAdvert);
      }
      return pageOf(user, { advertId: query.advert, personId: query.user, q: query.q }, query);
    },

    async one(user: UserRow, id: number) {
      return access.view(await access.visible(user, id), user);
    },

    async waiting(user: UserRow) {
      return { waiting: await repo.waitingFor(user.id, access.now()) };
    },
  };
}
