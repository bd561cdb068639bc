import { sql, type SQL } from 'drizzle-orm';
import { DEFAULT_VIEWING_HOURS, WEEKDAYS, type ViewingHours } from '@estate/contracts';
import { queryRows, type Executor } from '../../db/client';
import { namedQuery } from '../../db/named-query';

/** An advert as tours see it: who owns it, whether it is public, its zone and viewing hours. */
export interface TourPlace {
  id: number;
  userId: number;
  title: string;
  slug: string;
  isPublic: boolean;
  /** The property's IANA zone: its city's, else its country's. */
  timeZone: string;
  hours: ViewingHours;
}

export interface TourAddress {
  location: string;
  district: string;
  city: string;
  country: string;
  latitude: number;
  longitude: number;
}

interface PlaceRow {
  id: number;
  user_id: number;
  title: string;
  slug: string;
  is_public: boolean;
  time_zone: string;
  days: number | null;
  opens_minute: number | null;
  closes_minute: number | null;
  blocked_dates: string[] | string | null;
}

/**
 * The zone of the advert `r.advert_id`, as an SQL expression: tour times are wall-clock times
 * there (docs/product.md#tour-times).
 */
export const ADVERT_ZONE_OF_REQUEST = sql`(SELECT coalesce(zc.time_zone, zk.time_zone)
  FROM adverts za JOIN cities zc ON zc.id = za.city_id JOIN countries zk ON zk.id = za.country_id
  WHERE za.id = r.advert_id)`;

/** The wall-clock time now at the property of request `r`, comparable with `r.tour_time`. */
export const propertyNow = (now: Date): SQL =>
  sql`(${now.toISOString()}::timestamptz AT TIME ZONE ${ADVERT_ZONE_OF_REQUEST})`;

const time = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** A date[] comes as an array from pg and as "{2026-01-01,…}" text from some drivers. */
const datesOf = (value: string[] | string | null): string[] =>
  Array.isArray(value) ? value : value ? value.replace(/[{}]/g, '').split(',').filter(Boolean) : [];

export const hoursOf = (
  row: Omit<PlaceRow, 'id' | 'user_id' | 'title' | 'slug' | 'is_public' | 'time_zone'>,
): ViewingHours =>
  row.days === null
    ? DEFAULT_VIEWING_HOURS
    : {
        days: WEEKDAYS.filter((_, i) => (row.days! & (1 << i)) !== 0),
        opens: time(row.opens_minute!),
        closes: time(row.closes_minute!),
        blockedDates: datesOf(row.blocked_dates).sort(),
      };

export function createTourPlacesRepository(db: Executor) {
  return {
    /** The advert with its zone and hours; one indexed read of each table. */
    async of(advertId: number): Promise<TourPlace | undefined> {
      const rows = await namedQuery<PlaceRow>(
        db,
        'tour_place_of_advert',
        sql`SELECT a.id, a.user_id, a.title, a.slug,
                   advert_is_public(a.status, a.is_active, cat.is_active) AS is_public,
                   coalesce(ci.time_zone, co.time_zone) AS time_zone,
                   h.days, h.opens_minute, h.closes_minute, h.blocked_dates::text[] AS blocked_dates
            FROM adverts a
            JOIN categories cat ON cat.id = a.category_id
            JOIN cities ci ON ci.id = a.city_id
            JOIN countries co ON co.id = a.country_id
            LEFT JOIN advert_viewing_hours h ON h.advert_id = a.id
            WHERE a.id = ${advertId}`,
      );
      const row = rows[0];
      if (!row) return undefined;
      return {
        id: row.id,
        userId: row.user_id,
        title: row.title,
        slug: row.slug,
        isPublic: row.is_public,
        timeZone: row.time_zone,
        hours: hoursOf(row),
      };
    },

    /** "HH:mm" of the APPROVED tours of an advert on a date (the (advert, time) index). */
    async approvedTimesOn(advertId: number, date: string): Promise<string[]> {
      const rows = await namedQuery<{ t: string }>(
        db,
        'tour_approved_times_on',
        sql`SELECT to_char(tour_time, 'HH24:MI') AS t FROM tour_requests
            WHERE advert_id = ${advertId} AND status = 'APPROVED'
              AND tour_time >= ${date}::date AND tour_time < ${date}::date + 1`,
      );
      return rows.map((r) => r.t);
    },

    /** Where the property is, for a calendar entry: its street text, places and map point. */
    async addressOf(advertId: number): Promise<TourAddress | undefined> {
      const rows = await queryRows<TourAddress>(
        db,
        sql`SELECT a.location, d.name AS district, ci.name AS city, co.name AS country,
                   a.latitude, a.longitude
            FROM adverts a JOIN districts d ON d.id = a.district_id
            JOIN cities ci ON ci.id = a.city_id JOIN countries co ON co.id = a.country_id
            WHERE a.id = ${advertId}`,
      );
      return rows[0];
    },

    /** Saves an advert's viewing hours (one row per advert). */
    async saveHours(advertId: number, hours: ViewingHours): Promise<void> {
      const days = hours.days.reduce((bits, day) => bits | (1 << WEEKDAYS.indexOf(day)), 0);
      const minutes = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));
      const blocked = `{${hours.blockedDates.join(',')}}`;
      await queryRows(
        db,
        sql`INSERT INTO advert_viewing_hours (advert_id, days, opens_minute, closes_minute, blocked_dates)
            VALUES (${advertId}, ${days}, ${minutes(hours.opens)}, ${minutes(hours.closes)}, ${blocked}::date[])
            ON CONFLICT (advert_id) DO UPDATE SET days = EXCLUDED.days,
              opens_minute = EXCLUDED.opens_minute, closes_minute = EXCLUDED.closes_minute,
              blocked_dates = EXCLUDED.blocked_dates`,
      );
    },
  };
}

export type TourPlacesRepository = ReturnType<typeof createTourPlacesRepository>;
