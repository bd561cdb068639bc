import type { FastifyInstance } from 'fastify';
import {
  ADVERT_STATUS_CODES,
  ADVERT_STATUSES,
  type AdminAdvertDetail,
  type AdminAdvertForm,
  type AdvertSaved,
} from '@estate/contracts';
import type { UserRow } from '../users/users.repository';
import { logActivity } from '../activity/activity.service';
import { deleteAdvert, editAdvert, type AdvertRow } from '../owner-adverts/advert-edit';
import { toAdvertSaved } from '../owner-adverts/owner-adverts.mapper';
import { createOwnerAdvertsRepository } from '../owner-adverts/owner-adverts.repository';
import { createOwnerAdvertsService } from '../owner-adverts/owner-adverts.service';
import { activatedMail, rejectedMail } from './admin-adverts.mail';

const { ACTIVATED, REJECTED } = ADVERT_STATUS_CODES;
const anyAdvert = () => true;
type SavedRow = Awaited<ReturnType<typeof editAdvert>>['saved'];

/**
 * The status and reason staff save: a status left out stays; a reason is kept only on a
 * REJECTED advert (a new reason replaces the old one, none keeps it while still rejected).
 */
function moderationOf(form: AdminAdvertForm) {
  return (current: AdvertRow) => {
    const status = form.status ? ADVERT_STATUS_CODES[form.status] : current.status;
    const keptReason = current.status === REJECTED ? current.statusReason : null;
    return { status, statusReason: status === REJECTED ? (form.reason ?? keptReason) : null };
  };
}

/** Spec §7 "Admin adverts": staff read, moderate, edit and delete any advert (decisions §5). */
export function createAdminAdvertsService(app: FastifyInstance) {
  const repo = createOwnerAdvertsRepository(app.db);
  const owners = createOwnerAdvertsService(app);

  /** Activation and rejection reach the owner by e-mail (through the outbox). */
  async function tellOwner(ownerId: number, title: string, saved: SavedRow) {
    const owner = await app.repos.users.findById(ownerId);
    if (!owner) return;
    const moderated = { title, slug: saved.slug, reason: saved.statusReason };
    const mail = saved.status === ACTIVATED ? activatedMail : rejectedMail;
    await app.mailer.send(mail(owner, moderated, app.config.publicUrl));
  }

  return {
    async view(user: UserRow, id: number): Promise<AdminAdvertDetail> {
      const detail = await owners.ownView(user, id);
      return { ...detail, status: detail.advert.status, reason: detail.advert.statusReason };
    },

    async update(user: UserRow, id: number, form: AdminAdvertForm): Promise<AdvertSaved> {
      const { saved, before } = await editAdvert(repo, { id }, form, {
        mayTouch: anyAdvert,
        statusOf: moderationOf(form),
      });
      const statusName = ADVERT_STATUSES[saved.status] ?? 'PENDING';
      const changed = saved.status !== before.status;
      await logActivity(app.db, {
        userId: user.id,
        action: changed ? 'ADVERT_STATUS_CHANGED' : 'ADVERT_UPDATED',
        log: changed
          ? `Changed the status of advert "${form.title}" to ${statusName}`
          : `Updated advert "${form.title}"`,
        advertId: saved.id,
      });
      if (changed && (saved.status === ACTIVATED || saved.status === REJECTED))
        await tellOwner(before.userId, form.title, saved);
      return toAdvertSaved(saved);
    },

    async remove(user: UserRow, id: number): Promise<void> {
      const { title } = await deleteAdvert(app, repo, id, anyAdvert);
      await logActivity(app.db, {
        userId: user.id,
        action: 'ADVERT_DELETED',
        log: `Deleted advert "${title}"`,
      });
    },
  };
}
