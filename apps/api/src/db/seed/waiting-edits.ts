import { sql } from 'drizzle-orm';
import { ADVERT_TITLE_MAX } from '@estate/contracts';
import { queryRows, type Db } from '../client';

const DAY_MS = 24 * 60 * 60 * 1000;
const TURNED_DOWN_REASON =
  'Contact details in the text: please use the contact form instead of a phone number.';

/**
 * The demo owner's first two live adverts have an edit (docs/product.md#revisions): the first
 * waits in the moderation queue (EDIT) with a new title and a longer description, the second was
 * turned down with a reason. The review view, the queue and My Adverts show both; the public
 * keeps reading the approved adverts. Each form is the live advert's own, as the owner's editor
 * would send it, with its property values.
 */
export async function seedWaitingEdits(
  db: Db,
  ownerId: number,
  now: Date,
): Promise<{ waitingEdits: number }> {
  const yesterday = new Date(now.getTime() - DAY_MS).toISOString();
  const hoursAgo = new Date(now.getTime() - 5 * 60 * 60 * 1000).toISOString();
  const rows = await queryRows<{ id: number }>(
    db,
    sql`WITH picked AS (
          SELECT a.*, row_number() OVER (ORDER BY a.id) AS n
          FROM adverts a WHERE a.user_id = ${ownerId} AND a.status = 1
          ORDER BY a.id LIMIT 2),
        valued AS (
          SELECT p.*, COALESCE((SELECT jsonb_agg(jsonb_build_object(
                   'keyId', v.key_id, 'value', v.value, 'numberValue', v.number_value) ORDER BY v.key_id)
                 FROM property_values v WHERE v.advert_id = p.id), '[]'::jsonb) AS stored
          FROM picked p)
        INSERT INTO advert_revisions
          (advert_id, form, values, submitted_by, submitted_at, rejected_at, rejected_reason)
        SELECT id,
          jsonb_build_object(
            'title', CASE WHEN n = 1 THEN left('Renovated: ' || title, ${ADVERT_TITLE_MAX}) ELSE title END,
            'description', description || CASE WHEN n = 1
              THEN ' Newly renovated kitchen and bathroom; freshly painted throughout.'
              ELSE ' Call 0555 123 45 67 to visit today.' END,
            'location', location, 'price', price::float8, 'isActive', is_active,
            'advertType', advert_type_id, 'category', category_id, 'country', country_id,
            'city', city_id, 'district', district_id, 'currency', currency,
            'point', jsonb_build_object('latitude', latitude, 'longitude', longitude),
            'slug', slug,
            'values', (SELECT COALESCE(jsonb_agg(jsonb_build_object('keyId', e->'keyId', 'value', e->'value')), '[]'::jsonb)
                       FROM jsonb_array_elements(stored) e)),
          stored, user_id,
          CASE WHEN n = 1 THEN ${hoursAgo}::timestamptz ELSE ${yesterday}::timestamptz - interval '1 day' END,
          CASE WHEN n = 1 THEN NULL ELSE ${yesterday}::timestamptz END,
          CASE WHEN n = 1 THEN NULL ELSE ${TURNED_DOWN_REASON} END
        FROM valued
        RETURNING advert_id AS id`,
  );
  return { waitingEdits: rows.length };
}
