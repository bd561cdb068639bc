import { sitePaths } from '@estate/contracts';
import { asLanguage, mailText, wallClockParts } from '../../i18n';
import type { MailMessage } from '../../lib/mailer';
import { addressLine, mapLink, tourCancellation, tourInvitation } from './tour-request-calendar';
import { namedFor } from './tour-request-names';
import type { TourAddress } from './tour-places.repository';
import type { TourRequestRow } from './tour-requests.repository';

export interface Site {
  publicUrl: string;
}

type Side = 'guest' | 'owner';

/**
 * The sentences for one side, in that side's kept language (docs/product.md#languages), with the
 * tour's time as the property's clocks show it, naming their zone.
 */
function writer(request: TourRequestRow, side: Side) {
  // Until approved the other side is named by short name only (docs/product.md#tour-requests).
  const row = namedFor(request, side);
  const language = asLanguage(side === 'guest' ? row.guest_language : row.owner_language);
  const t = mailText(language);
  const { date, time } = wallClockParts(row.tour_time, language);
  const when = t('tour.when', { date, time, zone: row.time_zone });
  const names = {
    title: row.advert_title,
    when,
    guest: `${row.guest_first_name} ${row.guest_last_name}`.trim(),
    owner: `${row.owner_first_name} ${row.owner_last_name}`.trim(),
  };
  const hello = t('hello', {
    name: side === 'guest' ? row.guest_first_name : row.owner_first_name,
  });
  return { t, names, hello, to: side === 'guest' ? row.guest_email : row.owner_email };
}
const pageLink = (site: Site) => `${site.publicUrl}${sitePaths.dashboard.tourRequests()}`;

// Subjects hold the advert owner's own title only: nothing a requester typed (their name)
// reaches an inbox's list of subjects.

/** An e-mail to one side: a subject and sentences after the greeting. */
function mail(
  row: TourRequestRow,
  site: Site,
  [side, kind]: [Side, string],
  tail: (w: Writer) => string[],
) {
  const w = writer(row, side);
  const body = w.t(key(kind, 'body'), { ...w.names, link: pageLink(site) });
  return {
    to: w.to,
    subject: w.t(key(kind, 'subject'), { title: row.advert_title }),
    text: `${w.hello}\n\n${[body, ...tail(w)].join('\n')}\n`,
  };
}
type Writer = ReturnType<typeof writer>;
const key = (kind: string, part: string) => `tour.${kind}.${part}` as Parameters<Writer['t']>[0];

/** To the owner, on a new request (and on a request moved to another time). */
export const newRequestMail = (row: TourRequestRow, site: Site): MailMessage =>
  mail(row, site, ['owner', 'new'], (w) => [w.t('tour.decide', { link: pageLink(site) })]);

/** To the owner, an hour after they were told of a change: the time the guest settled on since. */
export const movedAgainMail = (row: TourRequestRow, site: Site): MailMessage =>
  mail(row, site, ['owner', 'movedAgain'], (w) => [w.t('tour.decide', { link: pageLink(site) })]);

/** To the guest, with the tour as a calendar invitation. */
export const approvedMail = (
  row: TourRequestRow,
  site: Site,
  address: TourAddress,
): MailMessage => ({
  ...mail(row, site, ['guest', 'approved'], (w) => [
    w.t('tour.address', { address: addressLine(address) }),
    w.t('tour.map', { link: mapLink(address) }),
    w.t('tour.yourRequests', { link: pageLink(site) }),
  ]),
  attachments: [tourInvitation(row, address, site)],
});

/** To the owner, once, when a request has waited a day for an answer. */
export const ownerReminderMail = (row: TourRequestRow, site: Site): MailMessage =>
  mail(row, site, ['owner', 'waiting'], (w) => [w.t('tour.decide', { link: pageLink(site) })]);

export const declinedMail = (row: TourRequestRow, site: Site): MailMessage =>
  mail(row, site, ['guest', 'declined'], () => []);

/**
 * To the guest of a future tour whose advert went (docs/product.md#tour-e-mails-and-expiry); an
 * approved tour's calendar entry is canceled by the attachment.
 */
export function advertRemovedMail(
  row: TourRequestRow,
  site: Site,
  address: TourAddress | undefined,
): MailMessage {
  const cancelsEntry = row.status === 'APPROVED' && address !== undefined;
  const message = mail(row, site, ['guest', 'advertRemoved'], (w) =>
    cancelsEntry ? [w.t('tour.advertRemoved.calendar')] : [],
  );
  return cancelsEntry
    ? { ...message, attachments: [tourCancellation(row, address, site)] }
    : message;
}

/** The day before an approved tour, to both sides. */
export const reminderMails = (row: TourRequestRow, site: Site): MailMessage[] => [
  mail(row, site, ['guest', 'reminderGuest'], () => [
    `${site.publicUrl}${sitePaths.property(row.advert_slug)}`,
  ]),
  mail(row, site, ['owner', 'reminderOwner'], () => [pageLink(site)]),
];
