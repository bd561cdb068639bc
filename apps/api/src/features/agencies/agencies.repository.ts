import { sql } from 'drizzle-orm';
import { queryRows, type Db, type Executor, type Tx } from '../../db/client';

/** An agency with its places' names, as its members and staff read it. */
export interface AgencyRow {
  id: number;
  slug: string;
  name: string;
  licence_number: string;
  phone: string;
  email: string;
  address: string;
  country_id: number;
  country_name: string;
  city_id: number;
  city_name: string;
  district_id: number;
  district_name: string;
  latitude: number;
  longitude: number;
  logo_key: string | null;
  status: string;
  status_reason: string | null;
  decided_at: Date | string | null;
  closed_at: Date | string | null;
  created_at: Date | string;
}

/** The details a member types in (docs/product.md#agencies). */
export interface AgencyFields {
  name: string;
  licenceNumber: string;
  phone: string;
  email: string;
  address: string;
  country: number;
  city: number;
  district: number;
  point: { latitude: number; longitude: number };
}

export const SELECT_AGENCY = sql`
  SELECT a.id, a.slug, a.name, a.licence_number, a.phone, a.email, a.address,
    a.country_id, co.name AS country_name, a.city_id, ci.name AS city_name,
    a.district_id, d.name AS district_name, a.latitude, a.longitude, a.logo_key,
    a.status, a.status_reason, a.decided_at, a.closed_at, a.created_at
  FROM agencies a
  JOIN countries co ON co.id = a.country_id
  JOIN cities ci ON ci.id = a.city_id
  JOIN districts d ON d.id = a.district_id`;

export function createAgenciesRepository(db: Db) {
  return {
    transaction: <T>(work: (tx: Tx) => Promise<T>) => db.transaction(work),

    async one(id: number, tx: Executor = db): Promise<AgencyRow | undefined> {
      const [row] = await queryRows<AgencyRow>(tx, sql`${SELECT_AGENCY} WHERE a.id = ${id}`);
      return row;
    },

    async bySlug(slug: string): Promise<AgencyRow | undefined> {
      const [row] = await queryRows<AgencyRow>(
        db,
        sql`${SELECT_AGENCY} WHERE a.slug = ${slug} AND a.closed_at IS NULL`,
      );
      return row;
    },

    /** True when the district lies in the city and the city in the country. */
    async placesFit(fields: Pick<AgencyFields, 'country' | 'city' | 'district'>) {
      const rows = await queryRows<{ id: number }>(
        db,
        sql`SELECT d.id FROM districts d JOIN cities c ON c.id = d.city_id
            WHERE d.id = ${fields.district} AND c.id = ${fields.city}
              AND c.country_id = ${fields.country}`,
      );
      return rows.length === 1;
    },

    /** Slugs already taken that begin with `base`, for the next free one. */
    slugsLike: (base: string, tx: Executor) =>
      queryRows<{ slug: string }>(
        tx,
        sql`SELECT slug FROM agencies WHERE slug = ${base} OR slug LIKE ${`${base}-%`}`,
      ).then((rows) => new Set(rows.map((r) => r.slug))),

    async insert(tx: Tx, slug: string, f: AgencyFields): Promise<number> {
      const [row] = await queryRows<{ id: number }>(
        tx,
        sql`INSERT INTO agencies (slug, name, licence_number, phone, email, address, country_id,
              city_id, district_id, latitude, longitude)
            VALUES (${slug}, ${f.name}, ${f.licenceNumber}, ${f.phone}, ${f.email}, ${f.address},
              ${f.country}, ${f.city}, ${f.district}, ${f.point.latitude}, ${f.point.longitude})
            RETURNING id`,
      );
      return row!.id;
    },

    /** Saves an edit; `review` sends a verified or refused agency back to PENDING. */
    async update(tx: Tx, id: number, f: AgencyFields, review: boolean) {
      const back = review
        ? sql`, status = 'PENDING', status_reason = NULL, decided_at = NULL, decided_by_user_id = NULL`
        : sql``;
      await tx.execute(
        sql`UPDATE agencies SET name = ${f.name}, licence_number = ${f.licenceNumber},
              phone = ${f.phone}, email = ${f.email}, address = ${f.address},
              country_id = ${f.country}, city_id = ${f.city}, district_id = ${f.district},
              latitude = ${f.point.latitude}, longitude = ${f.point.longitude},
              updated_at = now() ${back}
            WHERE id = ${id}`,
      );
    },

    /** Points the agency at a new logo (or none); the key it had before, for its files. */
    async replaceLogoKey(id: number, logoKey: string | null) {
      const [row] = await queryRows<{ before: string | null }>(
        db,
        sql`UPDATE agencies a SET logo_key = ${logoKey}, updated_at = now()
            FROM (SELECT logo_key FROM agencies WHERE id = ${id} FOR UPDATE) old
            WHERE a.id = ${id} RETURNING old.logo_key AS before`,
      );
      return row;
    },

    /** Locks an open agency's row for a change of its members or status. */
    async lock(tx: Tx, id: number) {
      const [row] = await queryRows<{ status: string; closed_at: Date | null }>(
        tx,
        sql`SELECT status, closed_at FROM agencies WHERE id = ${id} FOR UPDATE`,
      );
      return row;
    },

    close: (tx: Tx, id: number) =>
      tx.execute(sql`UPDATE agencies SET closed_at = now(), updated_at = now() WHERE id = ${id}`),
  };
}

export type AgenciesRepository = ReturnType<typeof createAgenciesRepository>;
