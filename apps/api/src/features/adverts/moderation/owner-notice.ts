import { ADVERT_STATUS_CODES } from '@estate/contracts';
import type { Mailer } from '../../../lib/mailer';
import type { UsersRepository } from '../../users';
import { activatedMail, rejectedMail } from './moderation.mail';

interface ModeratedAdvert {
  userId: number;
  title: string;
  slug: string;
  status: number;
  statusReason: string | null;
  statusReasonCode: string | null;
}

export interface OwnerNoticeDeps {
  users: Pick<UsersRepository, 'findById'>;
  mailer: Pick<Mailer, 'send'>;
  /** The site address the e-mails link to. */
  settings: { publicUrl: string };
}

/** Activation and rejection reach the owner by e-mail (through the outbox); pending does not. */
export function createOwnerNotice({ users, mailer, settings }: OwnerNoticeDeps) {
  return async function tellOwnerOfModeration(advert: ModeratedAdvert) {
    const { ACTIVATED, REJECTED } = ADVERT_STATUS_CODES;
    if (advert.status !== ACTIVATED && advert.status !== REJECTED) return;
    const owner = await users.findById(advert.userId);
    if (!owner) return;
    // The owner reads the listed reason's label, then any text staff wrote.
    const moderated = {
      title: advert.title,
      slug: advert.slug,
      reasonCode: advert.statusReasonCode,
      reason: advert.statusReason,
    };
    const mail = advert.status === ACTIVATED ? activatedMail : rejectedMail;
    await mailer.send(mail(owner, moderated, settings.publicUrl));
  };
}
