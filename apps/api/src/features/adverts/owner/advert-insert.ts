import type { AdvertForm } from '@estate/contracts';
import { isUniqueViolation } from '../../../lib/db-errors';
import { logActivity } from '../../activity';
import type { UserRow } from '../../users';
import { checkAdvertForm } from './advert-form';
import { freeSlug } from './advert-slug';
import type { OwnerAdvertsRepository } from './owner-adverts.repository';

/** What an advert is posted as besides its form: for an agency, from its catalogue. */
export interface AdvertOrigin {
  agencyId: number | null;
  agencyListingId?: string;
  importFingerprint?: string;
}

/**
 * A new advert, PENDING until staff review it, with its values and its log entry in one
 * transaction. Two adverts with one title at the same moment: the unique slug decides and the
 * loser retries; `onForeignKey` answers a person or a name deleted meanwhile.
 */
export async function insertAdvert(
  repo: OwnerAdvertsRepository,
  user: UserRow,
  form: AdvertForm,
  origin: AdvertOrigin,
  onForeignKey: (error: unknown) => Promise<unknown>,
) {
  const { fields, values } = await checkAdvertForm(repo, form);
  for (let attempt = 0; ; attempt++) {
    const slug = await freeSlug(repo, form.title);
    try {
      return await repo.transaction(async (tx) => {
        const created = await repo.insert(tx, { ...fields, ...origin, slug, userId: user.id });
        await repo.replaceValues(tx, created.id, values);
        // In the transaction: a person deleted right after takes the advert and the entry along.
        await logActivity(tx, {
          userId: user.id,
          action: 'ADVERT_CREATED',
          log: `Created advert "${form.title}"`,
          advertId: created.id,
        });
        return created;
      });
    } catch (error) {
      await onForeignKey(error);
      if (!isUniqueViolation(error) || attempt >= 5) throw error;
    }
  }
}
