import { sitePaths } from '@estate/contracts';
import { REJECTION_REASON_CODES, rejectionReasonText } from '@estate/contracts/rejection-reasons';
import { asLanguage, mailText } from '../../../i18n';
import type { MailMessage } from '../../../lib/mailer';

interface Owner {
  email: string;
  firstName: string;
  /** The owner's kept language: the notice is written in it (docs/product.md#languages). */
  language: string;
}

/** The advert a decision is about and, when staff turned it down, why. */
export interface DecidedAdvert {
  title: string;
  slug: string;
  /** A listed reason's code; the owner reads its label in their language. */
  reasonCode: string | null;
  /** Staff's own words, as written. */
  reason: string | null;
}

type MailT = ReturnType<typeof mailText>;
const isListed = (code: string): code is (typeof REJECTION_REASON_CODES)[number] =>
  (REJECTION_REASON_CODES as readonly string[]).includes(code);

/** "Reason: Duplicate: see advert 12", the label in the owner's language (#moderation). */
function reasonLine(t: MailT, advert: DecidedAdvert): string {
  const label = (code: string | null | undefined) =>
    code && isListed(code) ? t(`reason.${code}`) : null;
  const reason = rejectionReasonText(advert.reasonCode, advert.reason, label);
  return reason ? t('rejected.reason', { reason }) : t('rejected.noReason');
}

function ownerMail(owner: Owner, write: (t: MailT) => { subject: string; body: string }) {
  const t = mailText(asLanguage(owner.language));
  const { subject, body } = write(t);
  const message: MailMessage = {
    to: owner.email,
    subject,
    text: `${t('hello', { name: owner.firstName })}\n\n${body}\n`,
  };
  return message;
}

const advertLink = (siteUrl: string, advert: DecidedAdvert) =>
  `${siteUrl}${sitePaths.property(advert.slug)}`;
const myAdvertsLink = (siteUrl: string) => `${siteUrl}${sitePaths.dashboard.myAdverts()}`;

/** Staff activated the advert: it is public from now on. */
export const activatedMail = (owner: Owner, advert: DecidedAdvert, siteUrl: string) =>
  ownerMail(owner, (t) => ({
    subject: t('activated.subject', { title: advert.title }),
    body: t('activated.body', { title: advert.title, link: advertLink(siteUrl, advert) }),
  }));

/** Staff rejected the advert, with the reason they gave. */
export const rejectedMail = (owner: Owner, advert: DecidedAdvert, siteUrl: string) =>
  ownerMail(owner, (t) => ({
    subject: t('rejected.subject', { title: advert.title }),
    body:
      `${t('rejected.body', { title: advert.title })}\n${reasonLine(t, advert)}\n\n` +
      t('rejected.after', { link: myAdvertsLink(siteUrl) }),
  }));

/** Staff approved the owner's changes to a live advert (docs/product.md#revisions). */
export const revisionApprovedMail = (owner: Owner, advert: DecidedAdvert, siteUrl: string) =>
  ownerMail(owner, (t) => ({
    subject: t('revisionApproved.subject', { title: advert.title }),
    body: t('revisionApproved.body', { title: advert.title, link: advertLink(siteUrl, advert) }),
  }));

/** Staff turned the changes down: the advert stays online as it was. */
export const revisionRejectedMail = (owner: Owner, advert: DecidedAdvert, siteUrl: string) =>
  ownerMail(owner, (t) => ({
    subject: t('revisionRejected.subject', { title: advert.title }),
    body:
      `${t('revisionRejected.body', { title: advert.title })}\n${reasonLine(t, advert)}\n\n` +
      t('revisionRejected.after', { link: myAdvertsLink(siteUrl) }),
  }));
