import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client';
import type { AdvertsGoing } from '../../lib/removal-notices';
import { propertyNow } from './tour-places.repository';

/**
 * The future PENDING and APPROVED tours of the adverts going, locked until the deletion ends: a
 * move made meanwhile waits, or is read as it ended (an approval is told as approved).
 */
export async function lockGoingTours(
  db: Executor,
  going: AdvertsGoing,
  now: Date,
): Promise<number[]> {
  const adverts =
    'advertId' in going
      ? sql`r.advert_id = ${going.advertId}`
      : sql`r.advert_id IN (SELECT id FROM adverts WHERE user_id = ${going.ownerId})`;
  const rows = await queryRows<{ id: number }>(
    db,
    sql`SELECT r.id FROM tour_requests r
        WHERE ${adverts} AND r.status IN ('PENDING', 'APPROVED')
          AND r.tour_time > ${propertyNow(now)}
        ORDER BY r.id FOR UPDATE`,
  );
  return rows.map((row) => row.id);
}
