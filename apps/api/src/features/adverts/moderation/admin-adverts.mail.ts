import type { MailMessage } from '../../../lib/mailer';

interface Moderated {
  title: string;
  slug: string;
  reason: string | null;
}
interface Owner {
  email: string;
  firstName: string;
}

/** The owner's e-mail when staff activate their advert: it is public from now on. */
export function activatedMail(owner: Owner, advert: Moderated, siteUrl: string): MailMessage {
  return {
    to: owner.email,
    subject: `Your advert "${advert.title}" is now published`,
    text:
      `Hello ${owner.firstName},\n\nyour advert "${advert.title}" has been activated and is now ` +
      `public: ${siteUrl}/property/${advert.slug}\n`,
  };
}

/** The owner's e-mail when staff reject their advert, with the reason they gave. */
export function rejectedMail(owner: Owner, advert: Moderated, siteUrl: string): MailMessage {
  const why = advert.reason ? `Reason: ${advert.reason}` : 'No reason was given.';
  return {
    to: owner.email,
    subject: `Your advert "${advert.title}" was rejected`,
    text:
      `Hello ${owner.firstName},\n\nyour advert "${advert.title}" was rejected.\n${why}\n\n` +
      `You can edit it and send it for review again at ${siteUrl}/dashboard/my-adverts\n`,
  };
}
