import { asLanguage, mailText } from '../../../i18n';
import type { MailMessage } from '../../../lib/mailer';

interface Moderated {
  title: string;
  slug: string;
  reason: string | null;
}
interface Owner {
  email: string;
  firstName: string;
  /** The owner's kept language: the notice is written in it (docs/product.md#languages). */
  language: string;
}

/** The owner's e-mail when staff activate their advert: it is public from now on. */
export function activatedMail(owner: Owner, advert: Moderated, siteUrl: string): MailMessage {
  const t = mailText(asLanguage(owner.language));
  const link = `${siteUrl}/property/${advert.slug}`;
  return {
    to: owner.email,
    subject: t('activated.subject', { title: advert.title }),
    text: `${t('hello', { name: owner.firstName })}\n\n${t('activated.body', { title: advert.title, link })}\n`,
  };
}

/** The owner's e-mail when staff reject their advert, with the reason they gave. */
export function rejectedMail(owner: Owner, advert: Moderated, siteUrl: string): MailMessage {
  const t = mailText(asLanguage(owner.language));
  const why = advert.reason
    ? t('rejected.reason', { reason: advert.reason })
    : t('rejected.noReason');
  const link = `${siteUrl}/dashboard/my-adverts`;
  return {
    to: owner.email,
    subject: t('rejected.subject', { title: advert.title }),
    text:
      `${t('hello', { name: owner.firstName })}\n\n${t('rejected.body', { title: advert.title })}\n${why}\n\n` +
      `${t('rejected.after', { link })}\n`,
  };
}
