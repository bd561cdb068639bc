import { sql } from 'drizzle-orm';
import type { AdvertForm, RevisionChange } from '@estate/contracts';
import { queryRows, type Db } from '../../../db/client';
import type { adverts, RevisionValue } from '../../../db/schema';
import { formOfLive } from './revision-content';
import type { RevisionRow } from './revisions.repository';

type LiveAdvert = typeof adverts.$inferSelect;
type Names = Map<string, string>;

/** The names the side-by-side view shows for the ids either version names. */
async function namesOf(db: Db, forms: AdvertForm[], keyIds: number[]): Promise<Names> {
  const ids = (pick: (f: AdvertForm) => number) =>
    sql.join(
      forms.map((f) => sql`${pick(f)}`),
      sql`, `,
    );
  const keys = keyIds.length
    ? sql.join(
        keyIds.map((k) => sql`${k}`),
        sql`, `,
      )
    : sql`NULL`;
  const rows = await queryRows<{ kind: string; id: number; name: string }>(
    db,
    sql`SELECT 'category' AS kind, id, title AS name FROM categories WHERE id IN (${ids((f) => f.category)})
        UNION ALL SELECT 'type', id, title FROM advert_types WHERE id IN (${ids((f) => f.advertType)})
        UNION ALL SELECT 'country', id, name FROM countries WHERE id IN (${ids((f) => f.country)})
        UNION ALL SELECT 'city', id, name FROM cities WHERE id IN (${ids((f) => f.city)})
        UNION ALL SELECT 'district', id, name FROM districts WHERE id IN (${ids((f) => f.district)})
        UNION ALL SELECT 'key', id, name FROM category_property_keys WHERE id IN (${keys})`,
  );
  return new Map(rows.map((r) => [`${r.kind}:${r.id}`, r.name]));
}

const money = (form: AdvertForm) =>
  `${form.price.toFixed(2)}${form.currency ? ` ${form.currency}` : ''}`;
const placeOf = (f: AdvertForm, n: Names) =>
  [n.get(`district:${f.district}`), n.get(`city:${f.city}`), n.get(`country:${f.country}`)]
    .filter(Boolean)
    .join(', ');

/**
 * What the owner's waiting edit changes against the approved advert, field by field, for the
 * review view (docs/product.md#revisions).
 */
export async function revisionChanges(
  db: Db,
  live: LiveAdvert,
  liveValues: RevisionValue[],
  revision: RevisionRow,
): Promise<RevisionChange[]> {
  const after = revision.form;
  const before = formOfLive(live, after);
  const valueKeys = [...new Set([...liveValues, ...revision.values].map((v) => v.keyId))];
  const names = await namesOf(db, [before, after], valueKeys);
  const rows: Array<[string, string, string | null, string | null]> = [
    ['title', 'Title', before.title, after.title],
    ['description', 'Description', before.description, after.description],
    ['price', 'Price', money(before), money(after)],
    ['location', 'Location', before.location, after.location],
    ['slug', 'Address', before.slug ?? null, after.slug ?? null],
    [
      'advertTypeId',
      'Advert type',
      names.get(`type:${before.advertType}`) ?? null,
      names.get(`type:${after.advertType}`) ?? null,
    ],
    [
      'categoryId',
      'Category',
      names.get(`category:${before.category}`) ?? null,
      names.get(`category:${after.category}`) ?? null,
    ],
    ['place', 'Place', placeOf(before, names), placeOf(after, names)],
    ['point', 'Map pin', pin(before), pin(after)],
  ];
  const valueOf = (list: RevisionValue[], keyId: number) =>
    list.find((v) => v.keyId === keyId)?.value ?? null;
  for (const keyId of valueKeys)
    rows.push([
      `property:${keyId}`,
      names.get(`key:${keyId}`) ?? `Property ${keyId}`,
      valueOf(liveValues, keyId),
      valueOf(revision.values, keyId),
    ]);
  return rows
    .filter(([, , b, a]) => b !== a)
    .map(([field, label, b, a]) => ({ field, label, before: b, after: a }));
}

function pin(form: AdvertForm) {
  return form.point
    ? `${form.point.latitude.toFixed(5)}, ${form.point.longitude.toFixed(5)}`
    : null;
}
