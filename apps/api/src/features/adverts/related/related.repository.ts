import type { PropertyType } from '@estate/contracts';
import { sql } from 'drizzle-orm';
import { NEARBY_HOMES_LIMIT } from '@estate/contracts';
import { queryRows, type Db } from '../../../db/client';
import type { FileStorage } from '../../../lib/storage';
import { ADVERT_INNER_COLUMNS, PUBLIC_ADVERT, readAdvertCards } from '../../search';
import {
  nearbyInner,
  similarStepInner,
  type SimilarStep,
  type SimilarTo,
} from './similar-steps.repository';

/** The statement name of a step's read: one per place and way of naming the advert. */
const stepName = (advert: SimilarTo, step: SimilarStep) =>
  `similar_in_${step.place}${'id' in advert ? '' : '_by_slug'}`;

interface ValueRow {
  advert_id: number;
  id: number;
  key_id: number;
  key_name: string;
  value: string;
  category_id: number;
  type: PropertyType;
  unit: string | null;
}

/** Reads for similar homes and compare (docs/product.md#similar-homes, #compare). */
export function createRelatedRepository({ db, storage }: { db: Db; storage: FileStorage }) {
  return {
    /**
     * Up to 6 public adverts like `advert` found by one step, the closest price first; none when
     * it is not public.
     */
    similarStep: (advert: SimilarTo, step: SimilarStep, viewerId: number | undefined) =>
      readAdvertCards<{ distance: string }>(db, storage, {
        name: stepName(advert, step),
        viewerId,
        inner: similarStepInner(advert, step),
        orderBy: sql`p.distance, p.id`,
        extra: sql`p.distance`,
      }),

    /** The public homes closest to `advert` on the map, nearest first; none when it is not public. */
    nearby: (advert: SimilarTo, viewerId: number | undefined) =>
      readAdvertCards(db, storage, {
        name: 'id' in advert ? 'nearby_adverts' : 'nearby_adverts_by_slug',
        viewerId,
        inner: nearbyInner(advert, NEARBY_HOMES_LIMIT),
        orderBy: sql`p.distance, p.id`,
      }),

    /** The public ones of `ids`, in any order (the service orders them). */
    publicCards: (ids: number[], viewerId: number | undefined) =>
      readAdvertCards(db, storage, {
        name: 'compared_adverts',
        viewerId,
        inner: sql`SELECT ${ADVERT_INNER_COLUMNS}
                   FROM adverts a JOIN categories c ON c.id = a.category_id
                   WHERE a.id = ANY(${`{${ids.join(',')}}`}::int[]) AND ${PUBLIC_ADVERT}`,
        orderBy: sql`p.id`,
      }),

    /** The property values of the adverts, in their category's key order. */
    valuesOf: (ids: number[]) =>
      queryRows<ValueRow>(
        db,
        sql`SELECT v.advert_id, v.id, v.key_id, k.name AS key_name, v.value, k.category_id, k.type, k.unit
            FROM property_values v JOIN category_property_keys k ON k.id = v.key_id
            WHERE v.advert_id = ANY(${`{${ids.join(',')}}`}::int[])
            ORDER BY v.advert_id, k.seq, k.id`,
      ),
  };
}
