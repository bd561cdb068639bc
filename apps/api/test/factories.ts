import type { AdvertFormInput } from '@estate/contracts';
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  advertTypes,
  adverts,
  categories,
  categoryPropertyKeys,
  cities,
  countries,
  districts,
  tourRequests,
} from '../src/db/schema';
import { foldText, slugify } from '../src/lib/text';
import type { TestApp } from './test-app';

export interface Catalog {
  typeIds: [number, number];
  categoryIds: [number, number];
  inactiveCategoryId: number;
  countryId: number;
  cityId: number;
  districtId: number;
  keyIds: number[];
}

const unique = () => randomBytes(3).toString('hex');

/** Two advert types, an active and an inactive category with keys, one country/city/district. */
export async function makeCatalog(t: TestApp): Promise<Catalog> {
  const db = t.database.db;
  const u = unique();
  const types = await db
    .insert(advertTypes)
    .values([{ title: `Sale ${u}` }, { title: `Rent ${u}` }])
    .returning();
  const cats = await db
    .insert(categories)
    .values([
      { title: `House ${u}`, slug: `house-${u}`, icon: 'house', seq: 1, isActive: true },
      { title: `Hidden ${u}`, slug: `hidden-${u}`, icon: 'eye-slash', seq: 2, isActive: false },
    ])
    .returning();
  const keys = await db
    .insert(categoryPropertyKeys)
    .values([
      { categoryId: cats[0]!.id, name: 'Bedrooms', seq: 1 },
      { categoryId: cats[0]!.id, name: 'Area', seq: 2 },
    ])
    .returning();
  const [country] = await db
    .insert(countries)
    .values({ name: `Türkiye ${u}` })
    .returning();
  const [city] = await db
    .insert(cities)
    .values({ countryId: country!.id, name: 'İstanbul' })
    .returning();
  const [district] = await db
    .insert(districts)
    .values({ cityId: city!.id, name: 'Kadıköy' })
    .returning();
  return {
    typeIds: [types[0]!.id, types[1]!.id],
    categoryIds: [cats[0]!.id, cats[1]!.id],
    inactiveCategoryId: cats[1]!.id,
    countryId: country!.id,
    cityId: city!.id,
    districtId: district!.id,
    keyIds: keys.map((k) => k.id),
  };
}

export async function makeAdvert(
  t: TestApp,
  catalog: Catalog,
  userId: number,
  fields: Partial<typeof adverts.$inferInsert> = {},
) {
  const title = fields.title ?? `Sunny flat ${unique()}`;
  const description = fields.description ?? 'Bright rooms near the sea.';
  const [row] = await t.database.db
    .insert(adverts)
    .values({
      title,
      description,
      slug: slugify(`${title}-${unique()}`),
      price: '125000.00',
      status: 1,
      advertTypeId: catalog.typeIds[0],
      categoryId: catalog.categoryIds[0],
      countryId: catalog.countryId,
      cityId: catalog.cityId,
      districtId: catalog.districtId,
      userId,
      searchText: foldText(`${title} ${description}`),
      ...fields,
    })
    .returning();
  return row!;
}

/** The advert's version now: what a moderator who opens it sees and sends back. */
export async function advertVersion(t: TestApp, advertId: number): Promise<number> {
  const [row] = await t.database.db
    .select({ version: adverts.version })
    .from(adverts)
    .where(eq(adverts.id, advertId));
  return row?.version ?? 1;
}

/** A PENDING tour request by `guestUserId` for an advert, owned by the advert's owner. */
export async function makeTourRequest(
  t: TestApp,
  advert: { id: number; userId: number },
  guestUserId: number,
  fields: Partial<typeof tourRequests.$inferInsert> = {},
) {
  const [row] = await t.database.db
    .insert(tourRequests)
    .values({
      advertId: advert.id,
      ownerUserId: advert.userId,
      guestUserId,
      tourTime: '2099-06-01T10:00:00',
      ...fields,
    })
    .returning();
  return row!;
}

/** An advert form (POST /adverts, PUT /adverts/auth/{slug}) that passes every check. */
export function advertForm(
  catalog: Catalog,
  fields: Partial<AdvertFormInput> = {},
): AdvertFormInput {
  return {
    title: 'Garden house',
    description: 'Quiet street.',
    price: 90000,
    advertType: catalog.typeIds[0],
    category: catalog.categoryIds[0],
    country: catalog.countryId,
    city: catalog.cityId,
    district: catalog.districtId,
    values: [{ keyId: catalog.keyIds[0]!, value: '4' }],
    ...fields,
  };
}
