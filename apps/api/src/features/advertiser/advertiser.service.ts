import type { Advertiser } from '@estate/contracts';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { notFound } from '../../lib/errors';
import { userPhotoUrls } from '../../lib/images';
import type { FileStorage } from '../../lib/storage';
import type { RateLimiter } from '../../lib/rate-limiter';
import { spendWrite, type WriteLimits, type Writer } from '../../lib/write-limits';
import { initialsOf, shortName } from '../conversations';
import { replyTimeOf } from '../../lib/reply-time';
import { createAdvertiserRepository, type AdvertiserRow } from './advertiser.repository';

export const ADVERTISER_TEXTS = {
  missing: 'This advert does not exist or is not public.',
} as const;

export { replyTimeOf };

const monthOf = (value: Date | string) => `${new Date(value).toISOString().slice(0, 7)}-01`;

export const toAdvertiser = (
  row: AdvertiserRow,
  storage: Pick<FileStorage, 'publicUrl'>,
  viewerId?: number,
): Advertiser => ({
  name: shortName(row.first_name, row.last_name),
  initials: initialsOf(row.first_name, row.last_name),
  photo: row.photo_key ? userPhotoUrls(storage, row.photo_key) : null,
  memberSince: monthOf(row.member_since),
  liveAdverts: Number(row.live_adverts),
  replyTime: replyTimeOf(
    Number(row.answered),
    row.median_reply_seconds === null ? null : Number(row.median_reply_seconds),
  ),
  mine: row.owner_id === viewerId,
  agency:
    row.agency_slug === null
      ? null
      : {
          slug: row.agency_slug,
          name: row.agency_name ?? '',
          logo: row.agency_logo_key ? userPhotoUrls(storage, row.agency_logo_key) : null,
          verified: row.agency_status === 'VERIFIED',
        },
});

export interface AdvertiserDeps {
  db: Db;
  clock: Clock;
  limiter: RateLimiter;
  /** The write limits, of which phoneReveal counts the reveals. */
  limits: WriteLimits;
  /** The addresses of the owner's profile photo. */
  storage: Pick<FileStorage, 'publicUrl'>;
}

/** The owner's card on a public advert's page and their phone number for signed-in people. */
export function createAdvertiserService(deps: AdvertiserDeps) {
  const { db, clock, limiter, limits, storage } = deps;
  const repo = createAdvertiserRepository(db);
  const ownerOf = async (advertId: number) => {
    const row = await repo.ofAdvert(advertId, clock.now());
    if (!row) throw notFound(ADVERTISER_TEXTS.missing);
    return row;
  };
  return {
    card: async (advertId: number, viewerId?: number) =>
      toAdvertiser(await ownerOf(advertId), storage, viewerId),

    /** Counted per person and address per day, and logged, before the number is given. */
    async phone(who: Writer & { userId: number }, advertId: number) {
      const row = await ownerOf(advertId);
      await spendWrite(limiter, limits, 'phoneReveal', who);
      await repo.logReveal(who.userId, row.owner_id, advertId, clock.now());
      return { phone: row.phone };
    },
  };
}

export type AdvertiserService = ReturnType<typeof createAdvertiserService>;
