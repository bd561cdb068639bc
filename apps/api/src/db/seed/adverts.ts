import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../client';
import { activityLogs, adverts, cities, countries, districts, propertyValues } from '../schema';
import type { FileStorage } from '../../lib/storage';
import { planAdverts, type AdvertDraft, type PlanLookups } from './advert-plan';
import { loadDemoCategories, loadDemoTypes } from './catalog';
import { COUNTRIES } from './data/locations';
import { backdateDemoUsers, type DemoUsers } from './demo-users';
import { attachImages, renderImagePool } from './images';
import { createRandom } from './random';

const HOUR = 60 * 60 * 1000;
export const ADVERTS_SEED = 20_260_501;

export interface AdvertSeedResult {
  adverts: number;
  images: number;
}

/**
 * The demo adverts with their property values, images and history, in one transaction: skipped
 * when any advert exists. Image files are named from the seeded random numbers, so a run that
 * failed half-way and is retried rewrites the same files instead of leaving strays.
 */
export async function seedAdverts(
  ctx: { db: Db; log: FastifyBaseLogger; storage: FileStorage },
  demo: DemoUsers,
  now: Date,
): Promise<AdvertSeedResult> {
  const { db, log, storage } = ctx;
  if ((await db.select({ id: adverts.id }).from(adverts).limit(1)).length > 0)
    return { adverts: 0, images: 0 };
  const lookups = await loadLookups(db, demo, now);
  if (!lookups) {
    log.warn(
      'Demo adverts skipped: the demo categories, advert types or locations are not all there',
    );
    return { adverts: 0, images: 0 };
  }
  const r = createRandom(ADVERTS_SEED);
  const drafts = planAdverts(r, lookups).map(inLocalCurrency(lookups));
  const pool = await renderImagePool();

  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(adverts)
      .values(drafts.map(({ category: _c, values: _v, ...row }) => row))
      .returning({ id: adverts.id, slug: adverts.slug });
    const idBySlug = new Map(inserted.map((a) => [a.slug, a.id]));
    const saved = drafts.map((draft) => ({ ...draft, id: idBySlug.get(draft.slug)! }));

    await tx
      .insert(propertyValues)
      .values(saved.flatMap((a) => a.values.map((v) => ({ ...v, advertId: a.id }))));
    const imageCount = await attachImages(
      tx,
      storage,
      r,
      pool,
      saved.map((a, i) => ({
        advertId: a.id,
        category: a.category,
        // The how-manyth advert of its category: each category's adverts lead with each picture in turn.
        ordinal: saved.slice(0, i).filter((b) => b.category === a.category).length,
      })),
    );
    await tx.insert(activityLogs).values(advertHistory(saved, demo, now));
    await backdateDemoUsers(tx, demo, now);
    return { adverts: saved.length, images: imageCount };
  });
}

/** The shipped demo rates in US dollars, as migration 0052 stores them. */
const DEMO_RATES_IN_USD = { USD: 1, EUR: 1.085, GBP: 1.27, TRY: 0.029 } as const;

/**
 * A draft priced in its country's currency (the plan's prices are in US dollars): converted at
 * the demo rates and rounded to three significant digits, as people price.
 */
const inLocalCurrency =
  (lookups: PlanLookups) =>
  (draft: AdvertDraft): AdvertDraft & { currency: string } => {
    const place = lookups.places.find((p) => p.countryId === draft.countryId);
    const country = COUNTRIES.find((c) => c.name === place?.countryName);
    const currency = country?.currency ?? 'USD';
    if (currency === 'USD') return { ...draft, currency };
    const local = Number(draft.price) / DEMO_RATES_IN_USD[currency];
    const step = 10 ** Math.max(0, Math.floor(Math.log10(local)) - 2);
    return { ...draft, currency, price: (Math.round(local / step) * step).toFixed(2) };
  };

async function loadLookups(db: Db, demo: DemoUsers, now: Date): Promise<PlanLookups | undefined> {
  const [categories, types] = [await loadDemoCategories(db), await loadDemoTypes(db)];
  const rows = await db
    .select({
      countryId: countries.id,
      countryName: countries.name,
      cityId: cities.id,
      cityName: cities.name,
      districtId: districts.id,
      districtName: districts.name,
    })
    .from(districts)
    .innerJoin(cities, eq(cities.id, districts.cityId))
    .innerJoin(countries, eq(countries.id, cities.countryId))
    .orderBy(cities.id, districts.id);
  const places = new Map<number, PlanLookups['places'][number]>();
  for (const row of rows) {
    const country = COUNTRIES.find((c) => c.name === row.countryName);
    const data = country?.cities.find((c) => c.name === row.cityName);
    const place = places.get(row.cityId) ?? {
      ...row,
      weight: data?.weight ?? 1,
      priceFactor: country?.priceFactor ?? 1,
      districts: [],
      villaDistricts: [],
    };
    const district = { id: row.districtId, name: row.districtName };
    place.districts.push(district);
    if (data?.villas?.includes(district.name)) place.villaDistricts.push(district);
    places.set(row.cityId, place);
  }
  if (!types || categories.length === 0 || places.size === 0) return undefined;
  return {
    categories,
    types,
    places: [...places.values()],
    owners: [...demo.customers, demo.manager],
    customers: demo.customers,
    now,
  };
}

/** What the activity log would hold had these adverts been posted and moderated for real. */
function advertHistory(saved: Array<AdvertDraft & { id: number }>, demo: DemoUsers, now: Date) {
  const logs: Array<typeof activityLogs.$inferInsert> = [];
  for (const [i, a] of saved.entries()) {
    logs.push({
      userId: a.userId,
      action: 'ADVERT_CREATED',
      log: `Created the advert "${a.title}"`,
      advertId: a.id,
      createdAt: a.createdAt,
    });
    if (a.status === 0) continue;
    const verb = a.status === 1 ? 'Activated' : 'Rejected';
    const at = new Date(Math.min(now.getTime(), a.createdAt.getTime() + (2 + (i % 20)) * HOUR));
    const staff = i % 4 === 0 ? demo.admin : demo.manager;
    logs.push({
      userId: staff,
      action: 'ADVERT_STATUS_CHANGED',
      log: `${verb} the advert "${a.title}"`,
      advertId: a.id,
      createdAt: at,
    });
  }
  const everyone = [demo.admin, demo.manager, ...demo.customers];
  for (const [i, userId] of everyone.entries()) {
    for (let k = 0; k < 3; k++) {
      const at = new Date(now.getTime() - ((k * 9 + i * 2 + 1) * 24 + i) * HOUR);
      logs.push({ userId, action: 'LOGIN', log: 'Logged in', createdAt: at });
    }
  }
  return logs;
}
