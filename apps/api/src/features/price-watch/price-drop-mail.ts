import { formatPrice, percentChange } from '@estate/contracts';
import { imageUrls } from '../../lib/images/advert-images';
import type { MailMessage } from '../../lib/mailer';
import type { FileStorage } from '../../lib/storage';
import type { ClaimedUser, PriceDropRow } from './price-drops.repository';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export interface MailSite {
  publicUrl: string;
  storage: FileStorage;
}

/** One dropped favourite as the e-mail tells it. */
function line(row: PriceDropRow, site: MailSite) {
  const oldPrice = Number(row.told_price);
  const newPrice = Number(row.price);
  const percent = percentChange({ oldPrice, newPrice });
  const money = (value: number) => formatPrice(value, row.currency);
  const link = `${site.publicUrl}/property/${encodeURIComponent(row.slug)}`;
  const card = row.image_key ? imageUrls(site.storage, row.image_key).card : undefined;
  const picture = card && !/^https?:/.test(card) ? `${site.publicUrl}${card}` : card;
  const change = `${money(oldPrice)} → ${money(newPrice)}${percent > 0 ? ` (−${percent} %)` : ''}`;
  return {
    text: `- ${row.title}: ${change}\n  ${link}`,
    html:
      `<tr><td style="padding:8px 12px 8px 0;vertical-align:top">` +
      (picture
        ? `<img src="${escapeHtml(picture)}" alt="" width="120" height="80" style="border-radius:6px;object-fit:cover">`
        : '') +
      `</td><td style="padding:8px 0;vertical-align:top"><a href="${escapeHtml(link)}">${escapeHtml(row.title)}</a>` +
      `<br><s>${money(oldPrice)}</s> → <strong>${money(newPrice)}</strong>` +
      `${percent > 0 ? ` (−${percent} %)` : ''}</td></tr>`,
  };
}

/** The daily e-mail of favourites whose price dropped (docs/product.md#price-watch). */
export function priceDropMail(
  user: ClaimedUser,
  rows: PriceDropRow[],
  site: MailSite,
): MailMessage {
  const lines = rows.map((row) => line(row, site));
  const profile = `${site.publicUrl}/dashboard/my-profile`;
  const favourites = `${site.publicUrl}/dashboard/favorites`;
  const count =
    rows.length === 1 ? 'A favourite of yours is' : `${rows.length} of your favourites are`;
  return {
    to: user.email,
    subject:
      rows.length === 1
        ? `Price drop: "${rows[0]!.title}"`
        : `Price drops on ${rows.length} of your favourites`,
    text:
      `Hello ${user.first_name},\n\n${count} cheaper now:\n\n${lines.map((l) => l.text).join('\n')}\n\n` +
      `All your favourites: ${favourites}\n` +
      `To stop these e-mails, switch off "Price-drop e-mails" on your profile: ${profile}\n`,
    html:
      `<p>Hello ${escapeHtml(user.first_name)},</p><p>${count} cheaper now:</p>` +
      `<table role="presentation" cellspacing="0" cellpadding="0">${lines.map((l) => l.html).join('')}</table>` +
      `<p><a href="${favourites}">All your favourites</a></p>` +
      `<p style="color:#64748b;font-size:12px">To stop these e-mails, switch off “Price-drop e-mails” on ` +
      `<a href="${profile}">your profile</a>.</p>`,
  };
}
