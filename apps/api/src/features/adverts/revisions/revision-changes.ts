import type { AdvertForm, RevisionChange } from '@estate/contracts';
import type { Db } from '../../../db/client';
import type { adverts, RevisionValue } from '../../../db/schema';
import { formOfLive } from './revision-content';
import { revisionNameRows } from './revision-names.repository';
import type { RevisionRow } from './revisions.repository';

type LiveAdvert = typeof adverts.$inferSelect;
type Names = Map<string, string>;

/** The names the side-by-side view shows for the ids either version names. */
async function namesOf(db: Db, forms: AdvertForm[], keyIds: number[]): Promise<Names> {
  const rows = await revisionNameRows(db, forms, keyIds);
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
