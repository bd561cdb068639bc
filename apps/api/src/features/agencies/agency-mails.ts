import { sitePaths } from '@estate/contracts';
import { asLanguage, mailText } from '../../i18n';
import type { MailMessage } from '../../lib/mailer';

/**
 * The invitation: in the language of the account at that address, else the inviter's; it names
 * the agency and the inviter only (docs/product.md#agencies).
 */
export function invitationMail(
  to: { email: string; language: string },
  parts: { agency: string; inviter: string; link: string },
): MailMessage {
  const t = mailText(asLanguage(to.language));
  return {
    to: to.email,
    subject: t('agencyInvite.subject', { agency: parts.agency }),
    text:
      `${t('helloAnonymous')}\n\n${t('agencyInvite.body', parts)}\n${parts.link}\n\n` +
      `${t('agencyInvite.after')}\n`,
  };
}

/** The staff's decision, to the owner in their language. */
export function decisionMail(
  owner: { email: string; firstName: string; language: string },
  agency: string,
  decision: { verified: boolean; reason: string | null; publicUrl: string },
): MailMessage {
  const t = mailText(asLanguage(owner.language));
  const hello = t('hello', { name: owner.firstName });
  if (decision.verified)
    return {
      to: owner.email,
      subject: t('agencyVerified.subject', { agency }),
      text: `${hello}\n\n${t('agencyVerified.body', { agency })}\n`,
    };
  const link = `${decision.publicUrl}${sitePaths.dashboard.myAgency()}`;
  return {
    to: owner.email,
    subject: t('agencyRefused.subject', { agency }),
    text:
      `${hello}\n\n${t('agencyRefused.body', { agency })}\n` +
      `${t('rejected.reason', { reason: decision.reason ?? '' })}\n\n` +
      `${t('agencyRefused.after', { link })}\n`,
  };
}
