import { and, eq, notInArray, sql } from 'drizzle-orm';
import { queryRows, type Db, type Tx } from '../../../db/client';
import type { PropertyRule } from '@estate/contracts';
import {
  adverts,
  categoryPropertyKeys,
  propertyValueMisfits,
  propertyValues,
} from '../../../db/schema';
import { createAdvertPointQueries } from './advert-point.repository';
import { createAdvertSlugQueries } from './advert-slugs.repository';

/** The columns an owner's form writes, as stored. */
export interface AdvertFields {
  title: string;
  description: string;
  price: string;
  location: string;
  isActive: boolean;
  advertTypeId: number;
  categoryId: number;
  countryId: number;
  cityId: number;
  districtId: number;
  searchText: string;
  /** Left out on an edit: the advert keeps its currency. */
  currency?: string;
  /** Left out: the database places the advert at its district's centre. */
  latitude?: number;
  longitude?: number;
}

export type { Tx };

async function propertyRulesOf(db: Db, categoryId: number): Promise<Map<number, PropertyRule>> {
  const rows = await db
    .select()
    .from(categoryPropertyKeys)
    .where(eq(categoryPropertyKeys.categoryId, categoryId));
  return new Map(
    rows.map((k) => [
      k.id,
      {
        name: k.name,
        type: k.type,
        unit: k.unit,
        min: k.minValue,
        max: k.maxValue,
        choices: k.choices,
      },
    ]),
  );
}

/** The SQL of posting and running one's own adverts. */
export function createOwnerAdvertsRepository(db: Db) {
  return {
    /** Whether the district lies in the city and the city in the country. */
    async placeFits(countryId: number, cityId: number, districtId: number): Promise<boolean> {
      const rows = await queryRows<{ fits: boolean }>(
        db,
        sql`SELECT EXISTS (SELECT 1 FROM districts d JOIN cities ci ON ci.id = d.city_id
                           WHERE d.id = ${districtId} AND ci.id = ${cityId}
                             AND ci.country_id = ${countryId}) AS fits`,
      );
      return rows[0]?.fits === true;
    },

    /** The advert type exists and the category exists and is active. */
    async lookupsExist(
      advertTypeId: number,
      categoryId: number,
    ): Promise<{ type: boolean; category: boolean }> {
      const rows = await queryRows<{ type: boolean; category: boolean }>(
        db,
        sql`SELECT EXISTS (SELECT 1 FROM advert_types WHERE id = ${advertTypeId}) AS type,
                   EXISTS (SELECT 1 FROM categories WHERE id = ${categoryId} AND is_active) AS category`,
      );
      return rows[0] ?? { type: false, category: false };
    },

    /** The property keys of a category by id, with what their values must be. */
    keysOf: (categoryId: number) => propertyRulesOf(db, categoryId),

    ...createAdvertSlugQueries(db),
    ...createAdvertPointQueries(db),

    transaction: <T>(work: (tx: Tx) => Promise<T>) => db.transaction(work),

    async insert(
      tx: Tx,
      fields: AdvertFields & {
        slug: string;
        userId: number;
        agencyId: number | null;
        agencyListingId?: string;
        importFingerprint?: string;
      },
    ) {
      const [row] = await tx
        .insert(adverts)
        .values({ ...fields, status: 0 })
        .returning({
          id: adverts.id,
          slug: adverts.slug,
          status: adverts.status,
          version: adverts.version,
        });
      return row!;
    },

    /** The advert row, locked until the transaction ends. */
    async lockOwn(tx: Tx, where: { slug: string } | { id: number }) {
      const condition = 'slug' in where ? eq(adverts.slug, where.slug) : eq(adverts.id, where.id);
      const [row] = await tx.select().from(adverts).where(condition).for('update');
      return row;
    },

    async update(tx: Tx, id: number, fields: Partial<typeof adverts.$inferInsert>) {
      const [row] = await tx
        .update(adverts)
        .set({ ...fields, updatedAt: new Date() })
        .where(eq(adverts.id, id))
        .returning({
          id: adverts.id,
          slug: adverts.slug,
          status: adverts.status,
          statusReason: adverts.statusReason,
          version: adverts.version,
        });
      return row!;
    },

    /**
     * Makes the advert's property values `values` (only non-empty ones, keys unique), writing
     * only what differs: an unchanged value is no change of the advert (its version stays).
     */
    async replaceValues(
      tx: Tx,
      advertId: number,
      values: Array<{ keyId: number; value: string; numberValue: number | null }>,
    ) {
      const kept = values.map((v) => v.keyId);
      // Every value now fits its key: the advert's listed misfits are resolved.
      await tx.delete(propertyValueMisfits).where(eq(propertyValueMisfits.advertId, advertId));
      await tx
        .delete(propertyValues)
        .where(
          and(
            eq(propertyValues.advertId, advertId),
            kept.length ? notInArray(propertyValues.keyId, kept) : undefined,
          ),
        );
      if (values.length)
        await tx
          .insert(propertyValues)
          .values(values.map((v) => ({ ...v, advertId })))
          .onConflictDoUpdate({
            target: [propertyValues.advertId, propertyValues.keyId],
            set: { value: sql`excluded.value`, numberValue: sql`excluded.number_value` },
            setWhere: sql`(${propertyValues.value}, ${propertyValues.numberValue})
              IS DISTINCT FROM (excluded.value, excluded.number_value)`,
          });
    },

    /** Deletes the advert; its pictures, values, favourites, tour requests and logs go with it. */
    async delete(tx: Tx, id: number) {
      await tx.delete(adverts).where(and(eq(adverts.id, id)));
    },
  };
}

export type OwnerAdvertsRepository = ReturnType<typeof createOwnerAdvertsRepository>;
