import { ADVERT_STATUS_CODES } from '@estate/contracts';
import type { Tx } from '../../../db/client';
import type { Mailer } from '../../../lib/mailer';
import type { UsersRepository } from '../../users';
import { checkAdvertForm, writeEdit, type AdvertRow } from '../owner';
import { createOwnerAdvertsRepository } from '../owner';
import { releaseWaitingPictures, type RevisionRow, type RevisionsRepository } from '../revisions';
import { revisionApprovedMail, revisionRejectedMail, type DecidedAdvert } from './moderation.mail';

type AdvertsRepository = ReturnType<typeof createOwnerAdvertsRepository>;
export type RevisionDecision = { advertId: number; approved: boolean; reason: string | null };

/**
 * Staff's decision on a live advert whose owner's edit waits (docs/product.md#revisions):
 * activating it puts the edit and its new pictures live, rejecting it keeps the approved content
 * (the pictures stay hidden) and tells the owner why. Answers the advert's row after it, or null when no revision waits or the decision is
 * about the advert itself (sending it back to review).
 */
export async function decideRevision(
  tx: Tx,
  repos: { adverts: AdvertsRepository; revisions: RevisionsRepository },
  before: AdvertRow,
  revision: RevisionRow | undefined,
  decision: { status: number; reason: string | null },
) {
  const { ACTIVATED, REJECTED } = ADVERT_STATUS_CODES;
  if (!revision || before.status !== ACTIVATED) return null;
  if (decision.status === ACTIVATED) {
    // Read in the transaction: the embedded database has one connection.
    const checked = await checkAdvertForm(createOwnerAdvertsRepository(tx), revision.form);
    const row = await writeEdit(tx, repos.adverts, before, revision.form, checked, {});
    await repos.revisions.drop(tx, before.id);
    await releaseWaitingPictures(tx, before.id);
    return { row, title: revision.form.title, approved: true };
  }
  if (decision.status === REJECTED) {
    await repos.revisions.reject(tx, before.id, decision.reason);
    const row = await repos.adverts.lockOwn(tx, { id: before.id });
    return { row: row!, title: before.title, approved: false };
  }
  return null;
}

/** The owner hears of the decision on their changes by e-mail (through the outbox). */
export async function tellOwnerOfRevision(
  deps: { users: Pick<UsersRepository, 'findById'>; mailer: Pick<Mailer, 'send'> },
  siteUrl: string,
  advert: DecidedAdvert & { userId: number; approved: boolean },
) {
  const owner = await deps.users.findById(advert.userId);
  if (!owner) return;
  const mail = advert.approved ? revisionApprovedMail : revisionRejectedMail;
  await deps.mailer.send(mail(owner, advert, siteUrl));
}
