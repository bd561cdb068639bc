import { asLanguage, mailText } from '../../../i18n';
import type { MailMessage } from '../../../lib/mailer';

interface Owner {
  email: string;
  firstName: string;
  /** The owner's kept language: the notice is written in it (docs/product.md#languages). */
  language: string;
}
interface Revised {
  title: string;
  slug: string;
  reason: string | null;
}

/** The owner's e-mail when staff approve their changes to a live advert. */
export function revisionApprovedMail(owner: Owner, advert: Revised, siteUrl: string): MailMessage {
  const t = mailText(asLanguage(owner.language));
  const link = `${siteUrl}/property/${advert.slug}`;
  return {
    to: owner.email,
    subject: t('revisionApproved.subject', { title: advert.title }),
    text: `${t('hello', { name: owner.firstName })}\n\n${t('revisionApproved.body', { title: advert.title, link })}\n`,
  };
}

/** The owner's e-mail when staff turn their changes down: the advert stays online as it was. */
export function revisionRejectedMail(owner: Owner, advert: Revised, siteUrl: string): MailMessage {
  const t = mailText(asLanguage(owner.language));
  const why = advert.reason
    ? t('rejected.reason', { reason: advert.reason })
    : t('rejected.noReason');
  const link = `${siteUrl}/dashboard/my-adverts`;
  return {
    to: owner.email,
    subject: t('revisionRejected.subject', { title: advert.title }),
    text:
      `${t('hello', { name: owner.firstName })}\n\n${t('revisionRejected.body', { title: advert.title })}\n${why}\n\n` +
      `${t('revisionRejected.after', { link })}\n`,
  };
}
