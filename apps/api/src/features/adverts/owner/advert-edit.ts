import { ADMIN_ADVERT_MESSAGES, type AdvertForm } from '@estate/contracts';
import type { adverts, RevisionValue } from '../../../db/schema';
import { deleteAdvertImageFiles } from '../../../lib/images/advert-images';
import { conflict, notFound } from '../../../lib/errors';
import { isForeignKeyViolation } from '../../../lib/db-errors';
import type { RemovalNotices } from '../../../lib/removal-notices';
import type { FileStorage } from '../../../lib/storage';
import { checkAdvertForm, refuseVanished } from './advert-form';
import { OWNER_ADVERT_MESSAGES as M } from './owner-adverts.messages';
import type { OwnerAdvertsRepository, Tx } from './owner-adverts.repository';

export type AdvertRow = typeof adverts.$inferSelect;
/** Who may touch the advert: false answers 404, so another's advert looks like a missing one. */
export type MayTouch = (current: AdvertRow) => boolean;
/** The moderation columns an edit writes, decided from the advert as it was. */
export type StatusOf = (current: AdvertRow) => { status: number; statusReason: string | null };

/**
 * An edit of a live advert held back for review (docs/product.md#revisions): answers the row to
 * return, whether changes now wait and whether a new price went live, or null to edit in place.
 */
export type HoldLiveEdit = (
  tx: Tx,
  before: AdvertRow,
  form: AdvertForm,
  values: RevisionValue[],
) => Promise<{ row: SavedRow; waiting: boolean; priceLive: boolean } | null>;

type SavedRow = Awaited<ReturnType<OwnerAdvertsRepository['update']>>;
type Checked = Awaited<ReturnType<typeof checkAdvertForm>>;

/**
 * One edit of an advert, by its owner or by staff: the form is checked, the row locked, a slug
 * change checked and remembered, the values replaced, all in one transaction. Staff pass the
 * version they opened: any other one now refuses the whole edit. Answers the saved row (with
 * its version after the save), the row as it was before, whether the edit waits for review and
 * whether a live advert's new price went public at once.
 */
export async function editAdvert(
  repo: OwnerAdvertsRepository,
  where: { slug: string } | { id: number },
  form: AdvertForm,
  rules: { mayTouch: MayTouch; statusOf: StatusOf; seenVersion?: number; hold?: HoldLiveEdit },
) {
  const checked = await checkAdvertForm(repo, form);
  const saving = repo.transaction(async (tx) => {
    const before = await repo.lockOwn(tx, where);
    if (!before || !rules.mayTouch(before)) throw notFound(M.missing);
    if (rules.seenVersion !== undefined && rules.seenVersion !== before.version)
      throw conflict(ADMIN_ADVERT_MESSAGES.changedSinceOpened);
    const newSlug = form.slug ?? before.slug;
    if (newSlug !== before.slug && (await repo.slugTaken(newSlug, before.id, tx)))
      throw conflict(M.slugTaken, { slug: M.slugTaken });
    const held = await rules.hold?.(tx, before, form, checked.values);
    if (held) return { saved: held.row, before, waiting: held.waiting, priceLive: held.priceLive };
    const saved = await writeEdit(tx, repo, before, form, checked, rules.statusOf(before));
    return { saved, before, waiting: false, priceLive: false };
  });
  // A category, type or place deleted after the checks above: refused as the checks would now.
  return saving.catch((error: unknown) =>
    isForeignKeyViolation(error) ? refuseVanished(repo, form) : Promise.reject(error),
  );
}

/**
 * Writes a checked form over the locked advert `before`: values, columns and slug (the old one
 * kept for its links). Also how an approved revision goes live.
 */
export async function writeEdit(
  tx: Tx,
  repo: OwnerAdvertsRepository,
  before: AdvertRow,
  form: AdvertForm,
  { fields: checked, values }: Checked,
  moderation: Partial<ReturnType<StatusOf>>,
) {
  const newSlug = form.slug ?? before.slug;
  // An edit without a pin keeps the advert's point while its district stays the same.
  const keepPoint = !form.point && before.districtId === form.district;
  const { latitude: _lat, longitude: _lng, ...rest } = checked;
  const fields = keepPoint ? rest : checked;
  // Values first: the row's update below then answers the version this save ends with.
  await repo.replaceValues(tx, before.id, values);
  const saved = await repo.update(tx, before.id, { ...fields, slug: newSlug, ...moderation });
  if (newSlug !== before.slug) await repo.keepOldSlug(tx, before.id, before.slug);
  return saved;
}

/**
 * Deletes an advert with its pictures (files too), values, favourites, tour requests and logs;
 * the guests of its future tours are told in the same transaction. Answers the deleted row.
 */
export async function deleteAdvert(
  { storage, notices }: { storage: FileStorage; notices: RemovalNotices },
  repo: OwnerAdvertsRepository,
  id: number,
  mayTouch: MayTouch,
): Promise<AdvertRow> {
  const deleted = await repo.transaction(async (tx) => {
    const current = await repo.lockOwn(tx, { id });
    if (!current || !mayTouch(current)) throw notFound(M.missing);
    await notices.keep(tx, { advertId: id });
    await repo.delete(tx, id);
    return current;
  });
  notices.deliver();
  await deleteAdvertImageFiles(storage, id);
  return deleted;
}
