import type { FastifyInstance } from 'fastify';
import { ADVERT_STATUS_CODES } from '@estate/contracts';
import { activatedMail, rejectedMail } from './admin-adverts.mail';

interface ModeratedAdvert {
  userId: number;
  title: string;
  slug: string;
  status: number;
  statusReason: string | null;
}

/** Activation and rejection reach the owner by e-mail (through the outbox); pending does not. */
export async function tellOwnerOfModeration(app: FastifyInstance, advert: ModeratedAdvert) {
  const { ACTIVATED, REJECTED } = ADVERT_STATUS_CODES;
  if (advert.status !== ACTIVATED && advert.status !== REJECTED) return;
  const owner = await app.repos.users.findById(advert.userId);
  if (!owner) return;
  const moderated = { title: advert.title, slug: advert.slug, reason: advert.statusReason };
  const mail = advert.status === ACTIVATED ? activatedMail : rejectedMail;
  await app.mailer.send(mail(owner, moderated, app.config.publicUrl));
}
