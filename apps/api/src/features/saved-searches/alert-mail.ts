import { propertiesPageQuery, sitePaths, type Language } from '@estate/contracts';
import { formatPrice, mailText } from '../../i18n';
import type { MailMessage } from '../../lib/mailer';

/** Adverts one alert e-mail lists; the rest are counted ("and 4 more"). */
export const ADVERTS_PER_ALERT = 10;

export interface AlertAdvert {
  title: string;
  /** Its category and type in the recipient's language: "Daire · Kiralık". */
  kind: string;
  slug: string;
  price: number;
  /** The price's currency (docs/product.md#prices). */
  currency: string;
  place: string;
  /** The card picture's absolute address, or null. */
  pictureUrl: string | null;
}

export interface AlertInput {
  to: string;
  /** The recipient's first name, for the greeting. */
  firstName: string;
  /** The recipient's kept language (docs/product.md#languages). */
  language: Language;
  searchName: string;
  filters: Record<string, string>;
  /** Every advert of this e-mail, newest first; the first ADVERTS_PER_ALERT are listed. */
  adverts: AlertAdvert[];
  daily: boolean;
  publicUrl: string;
  unsubscribeToken: string;
}

/** Quote marks a name may already begin or end with: a summary name starts with “its words”. */
const QUOTES = /^["“”«»„']|["“”«»„']$/;

/** The search's name in quotes once: a name that already carries quotes is left as it is. */
export const quotedOnce = (name: string) => (QUOTES.test(name) ? name : `“${name}”`);

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

function advertHtml(advert: AlertAdvert, link: string, language: Language): string {
  const picture = advert.pictureUrl
    ? `<img src="${escapeHtml(advert.pictureUrl)}" alt="" width="160" style="display:block;border-radius:6px">`
    : '';
  return `<tr><td style="padding:8px 12px 8px 0;vertical-align:top"><a href="${escapeHtml(link)}">${picture}</a></td>
<td style="padding:8px 0;vertical-align:top"><a href="${escapeHtml(link)}" style="font-weight:bold">${escapeHtml(advert.title)}</a><br>
${escapeHtml(advert.kind)}<br>${escapeHtml(formatPrice(advert.price, advert.currency, language))}<br>${escapeHtml(advert.place)}</td></tr>`;
}

/**
 * A saved search's alert (docs/product.md#saved-search-alerts): up to ten adverts with picture,
 * price, place and link, "and N more" linking to the search, and an unsubscribe link plus the
 * one-click List-Unsubscribe headers (RFC 8058).
 */
export function alertMail(input: AlertInput): MailMessage {
  const { adverts, publicUrl } = input;
  const listed = adverts.slice(0, ADVERTS_PER_ALERT);
  const more = adverts.length - listed.length;
  const searchUrl = `${publicUrl}${sitePaths.properties(propertiesPageQuery(input.filters))}`;
  const unsubscribePage = `${publicUrl}${sitePaths.savedSearchUnsubscribe(input.unsubscribeToken)}`;
  const oneClick = `${publicUrl}/api/savedSearches/unsubscribe/${input.unsubscribeToken}`;
  const linkOf = (a: AlertAdvert) => `${publicUrl}${sitePaths.property(a.slug)}`;
  const { language } = input;
  const t = mailText(language);
  const name = quotedOnce(input.searchName);
  const count = adverts.length;
  const intro = t(input.daily ? 'alert.today' : 'alert.justNow', { count, name });
  const moreLabel = more > 0 ? t('alert.more', { count: more }) : t('alert.see');
  const price = (a: AlertAdvert) => formatPrice(a.price, a.currency, language);
  const hello = t('hello', { name: input.firstName });
  const text = [
    hello,
    '',
    intro,
    '',
    ...listed.map((a) => `- ${a.title}\n  ${a.kind}, ${price(a)}, ${a.place}\n  ${linkOf(a)}`),
    '',
    `${moreLabel}: ${searchUrl}`,
    '',
    `${t('alert.stop')}: ${unsubscribePage}`,
  ].join('\n');
  const html = `<p>${escapeHtml(hello)}</p><p>${escapeHtml(intro)}</p>
<table role="presentation" cellspacing="0" cellpadding="0">${listed.map((a) => advertHtml(a, linkOf(a), language)).join('\n')}</table>
<p><a href="${escapeHtml(searchUrl)}">${moreLabel}</a></p>
<p style="color:#666;font-size:12px"><a href="${escapeHtml(unsubscribePage)}">${t('alert.stop')}</a></p>`;
  return {
    to: input.to,
    subject: t('alert.subject', { count, name }),
    text,
    html,
    headers: {
      'List-Unsubscribe': `<${oneClick}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
