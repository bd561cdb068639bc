import type { activityLogs, tourRequests } from '../schema';
import type { Random } from './random';

export const TOUR_STATUSES = ['PENDING', 'APPROVED', 'DECLINED', 'CANCELED'] as const;
export type TourStatus = (typeof TOUR_STATUSES)[number];
export const TOURS_PER_GUEST = 5;

export interface PublicAdvert {
  id: number;
  userId: number;
  title: string;
  createdAt: Date;
}

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** `YYYY-MM-DDTHH:mm:ss` on a half hour between 09:00 and 18:30, `days` from today. */
export function tourSlot(r: Random, now: Date, days: number): string {
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + days));
  const minutes = r.int(18, 37) * 30;
  return new Date(day.getTime() + minutes * 60 * 1000).toISOString().slice(0, 19);
}

const asInstant = (slot: string) => new Date(`${slot}Z`);

/**
 * Five requests per guest on other people's public adverts, every guest getting every status:
 * PENDING and APPROVED ones in the future, DECLINED and CANCELED ones before or after today.
 * Never two requests on the same advert and time.
 */
export function planTourRequests(r: Random, guests: number[], listed: PublicAdvert[], now: Date) {
  const rows: Array<typeof tourRequests.$inferInsert> = [];
  const logs: Array<typeof activityLogs.$inferInsert> = [];
  const usedSlots = new Set<string>();

  for (const [g, guestUserId] of guests.entries()) {
    const choices = r.sample(
      listed.filter((a) => a.userId !== guestUserId),
      TOURS_PER_GUEST,
    );
    for (const [k, advert] of choices.entries()) {
      const status: TourStatus =
        k === TOURS_PER_GUEST - 1 ? 'PENDING' : TOUR_STATUSES[(g + k) % TOUR_STATUSES.length]!;
      const ageDays = (now.getTime() - advert.createdAt.getTime()) / DAY;
      const past = (status === 'DECLINED' || status === 'CANCELED') && ageDays > 6 && r.chance(0.5);
      let tourTime: string;
      do {
        tourTime = past
          ? tourSlot(r, now, -r.int(2, Math.min(30, Math.floor(ageDays) - 3)))
          : tourSlot(r, now, r.int(3, 35));
      } while (usedSlots.has(`${advert.id}|${tourTime}`));
      usedSlots.add(`${advert.id}|${tourTime}`);

      const latest = past ? asInstant(tourTime).getTime() - DAY : now.getTime() - HOUR;
      const earliest = Math.max(advert.createdAt.getTime() + HOUR, latest - 8 * DAY);
      const createdAt = new Date(earliest + r.next() * Math.max(0, latest - earliest));
      const updatedAt =
        status === 'PENDING'
          ? createdAt
          : new Date(Math.min(now.getTime(), createdAt.getTime() + r.int(2, 30) * HOUR));
      rows.push({
        advertId: advert.id,
        guestUserId,
        ownerUserId: advert.userId,
        tourTime,
        status,
        createdAt,
        updatedAt,
      });

      const when = tourTime.slice(0, 16).replace('T', ' ');
      logs.push({
        userId: guestUserId,
        action: 'TOUR_REQUEST_CREATED',
        log: `Requested a tour of "${advert.title}" on ${when}`,
        advertId: advert.id,
        createdAt,
      });
      if (status === 'APPROVED' || status === 'DECLINED') {
        const verb = status === 'APPROVED' ? 'Approved' : 'Declined';
        logs.push({
          userId: advert.userId,
          action: `TOUR_REQUEST_${status}`,
          log: `${verb} a tour request for "${advert.title}" on ${when}`,
          advertId: advert.id,
          createdAt: updatedAt,
        });
      } else if (status === 'CANCELED') {
        logs.push({
          userId: guestUserId,
          action: 'TOUR_REQUEST_CANCELED',
          log: `Canceled the tour request for "${advert.title}" on ${when}`,
          advertId: advert.id,
          createdAt: updatedAt,
        });
      }
    }
  }
  return { rows, logs };
}
