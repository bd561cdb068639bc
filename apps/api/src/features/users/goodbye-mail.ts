import { sitePaths } from '@estate/contracts';
import { asLanguage, formatDate, mailText } from '../../i18n';
import type { MailMessage } from '../../lib/mailer';
import type { UserRow } from './users.repository';

/** What a removal took of the person's, counted in its transaction before the rows went. */
export interface RemovalSummary {
  adverts: number;
  favourites: number;
  savedSearches: number;
  tourRequests: number;
}

export interface GoodbyeInput {
  user: Pick<UserRow, 'email' | 'firstName' | 'language'>;
  summary: RemovalSummary;
  /** Who asked: the person on their account page, or staff on the Users page. */
  by: 'self' | 'staff';
  at: Date;
  publicUrl: string;
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The last e-mail to a deleted account's address (docs/product.md#deleting-an-account): what was
 * removed, what stays (the other side of conversations), and where to write if it was not them.
 */
export function goodbyeMail({ user, summary, by, at, publicUrl }: GoodbyeInput): MailMessage {
  const language = asLanguage(user.language);
  const t = mailText(language);
  const date = formatDate(at, language);
  const removed = [
    t('goodbye.profile'),
    ...(summary.adverts > 0 ? [t('goodbye.adverts', { count: summary.adverts })] : []),
    ...(summary.favourites > 0 ? [t('goodbye.favourites', { count: summary.favourites })] : []),
    ...(summary.savedSearches > 0 ? [t('goodbye.searches', { count: summary.savedSearches })] : []),
    ...(summary.tourRequests > 0 ? [t('goodbye.tours', { count: summary.tourRequests })] : []),
  ];
  const hello = t('hello', { name: user.firstName });
  const intro = t(by === 'self' ? 'goodbye.bySelf' : 'goodbye.byStaff', {
    email: user.email,
    date,
  });
  const notYou = t('goodbye.notYou', { link: `${publicUrl}${sitePaths.contact()}` });
  const after = [t('goodbye.kept'), notYou, t('goodbye.thanks')];
  return {
    to: user.email,
    subject: t('goodbye.subject'),
    text: [hello, '', intro, ...removed.map((line) => `- ${line}`), '', ...after, ''].join('\n'),
    html: `<p>${escapeHtml(hello)}</p><p>${escapeHtml(intro)}</p><ul>${removed
      .map((line) => `<li>${escapeHtml(line)}</li>`)
      .join('')}</ul>${after.map((line) => `<p>${escapeHtml(line)}</p>`).join('')}`,
  };
}
