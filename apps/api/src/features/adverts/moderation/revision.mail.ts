import type { MailMessage } from '../../../lib/mailer';

interface Owner {
  email: string;
  firstName: string;
}
interface Revised {
  title: string;
  slug: string;
  reason: string | null;
}

/** The owner's e-mail when staff approve their changes to a live advert. */
export function revisionApprovedMail(owner: Owner, advert: Revised, siteUrl: string): MailMessage {
  return {
    to: owner.email,
    subject: `Your changes to "${advert.title}" are published`,
    text:
      `Hello ${owner.firstName},\n\nyour changes to the advert "${advert.title}" were approved ` +
      `and are now public: ${siteUrl}/property/${advert.slug}\n`,
  };
}

/** The owner's e-mail when staff turn their changes down: the advert stays online as it was. */
export function revisionRejectedMail(owner: Owner, advert: Revised, siteUrl: string): MailMessage {
  const why = advert.reason ? `Reason: ${advert.reason}` : 'No reason was given.';
  return {
    to: owner.email,
    subject: `Your changes to "${advert.title}" were not approved`,
    text:
      `Hello ${owner.firstName},\n\nyour changes to the advert "${advert.title}" were not ` +
      `approved; the advert stays online as it was.\n${why}\n\n` +
      `You can edit it again at ${siteUrl}/dashboard/my-adverts\n`,
  };
}
