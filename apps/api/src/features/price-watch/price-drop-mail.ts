import { percentChange, sitePaths, type Language } from '@estate/contracts';
import { asLanguage, formatNumber, formatPrice, mailText } from '../../i18n';
import { imageUrls } from '../../lib/images/advert-images';
import type { MailMessage } from '../../lib/mailer';
import { nameIn } from '../catalog-names';
import type { FileStorage } from '../../lib/storage';
import type { ClaimedUser, PriceDropRow } from './price-drops.repository';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export interface MailSite {
  publicUrl: string;
  storage: FileStorage;
}

/** One dropped favourite as the e-mail tells it. */
function line(row: PriceDropRow, site: MailSite, language: Language) {
  const oldPrice = Number(row.told_price);
  const newPrice = Number(row.price);
  const percent = percentChange({ oldPrice, newPrice });
  const money = (value: number) => formatPrice(value, row.currency, language);
  const link = `${site.publicUrl}${sitePaths.property(row.slug)}`;
  const card = row.image_key ? imageUrls(site.storage, row.image_key).card : undefined;
  const picture = card && !/^https?:/.test(card) ? `${site.publicUrl}${card}` : card;
  const drop = percent > 0 ? ` (−${formatNumber(percent, language)} %)` : '';
  const change = `${money(oldPrice)} → ${money(newPrice)}${drop}`;
  const kind = `${nameIn(language, row.category_title, row.category_title_tr)} · ${nameIn(language, row.type_title, row.type_title_tr)}`;
  return {
    text: `- ${row.title}: ${change}\n  ${kind}\n  ${link}`,
    html:
      `<tr><td style="padding:8px 12px 8px 0;vertical-align:top">` +
      (picture
        ? `<img src="${escapeHtml(picture)}" alt="" width="120" height="80" style="border-radius:6px;object-fit:cover">`
        : '') +
      `</td><td style="padding:8px 0;vertical-align:top"><a href="${escapeHtml(link)}">${escapeHtml(row.title)}</a>` +
      `<br>${escapeHtml(kind)}<br><s>${money(oldPrice)}</s> → <strong>${money(newPrice)}</strong>` +
      `${drop}</td></tr>`,
  };
}

/**
 * The daily e-mail of favourites whose price dropped (docs/product.md#price-watch), with a link
 * to the unsubscribe page and the one-click List-Unsubscribe headers (RFC 8058), which switch
 * off all of the person's price-drop e-mails.
 */
export function priceDropMail(
  user: ClaimedUser,
  rows: PriceDropRow[],
  site: MailSite,
  unsubscribeToken: string,
): MailMessage {
  const language = asLanguage(user.language);
  const t = mailText(language);
  const lines = rows.map((row) => line(row, site, language));
  const profile = `${site.publicUrl}${sitePaths.dashboard.myProfile()}`;
  const favourites = `${site.publicUrl}${sitePaths.dashboard.favorites()}`;
  const count = { count: rows.length, title: rows[0]?.title ?? '' };
  const intro = t('priceDrops.intro', count);
  const stopPage = `${site.publicUrl}${sitePaths.priceDropsUnsubscribe(unsubscribeToken)}`;
  const oneClick = `${site.publicUrl}/api/priceDrops/unsubscribe/${unsubscribeToken}`;
  return {
    to: user.email,
    subject: t('priceDrops.subject', count),
    text:
      `${t('hello', { name: user.first_name })}\n\n${intro}\n\n${lines.map((l) => l.text).join('\n')}\n\n` +
      `${t('priceDrops.all')}: ${favourites}\n${t('priceDrops.stop', { link: profile })}\n` +
      `${t('priceDrops.unsubscribe')}: ${stopPage}\n`,
    html:
      `<p>${t('hello', { name: escapeHtml(user.first_name) })}</p><p>${intro}</p>` +
      `<table role="presentation" cellspacing="0" cellpadding="0">${lines.map((l) => l.html).join('')}</table>` +
      `<p><a href="${favourites}">${t('priceDrops.all')}</a></p>` +
      `<p style="color:#64748b;font-size:12px">${t('priceDrops.stopHtml', { link: profile })}` +
      ` <a href="${escapeHtml(stopPage)}">${t('priceDrops.unsubscribe')}</a></p>`,
    headers: {
      'List-Unsubscribe': `<${oneClick}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
