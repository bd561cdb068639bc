import type { MailMessage } from '../../lib/mailer';
import { addressLine, mapLink, tourInvitation } from './tour-request-calendar';
import type { TourAddress } from './tour-places.repository';
import type { TourRequestRow } from './tour-requests.repository';

export interface Site {
  publicUrl: string;
}

/** The tour's time as the property's clocks show it, naming their zone. */
const when = (row: TourRequestRow) =>
  `on ${row.tour_time.slice(0, 10)} at ${row.tour_time.slice(11, 16)} (${row.time_zone} time)`;
const pageLink = (site: Site) => `${site.publicUrl}/dashboard/tour-requests`;

// Subjects hold the advert owner's own title only: nothing a requester typed (their name)
// reaches an inbox's list of subjects.

/** To the owner, on a new request (and on a request moved to another time). */
export const newRequestMail = (row: TourRequestRow, site: Site): MailMessage => ({
  to: row.owner_email,
  subject: `New tour request for "${row.advert_title}"`,
  text:
    `Hello ${row.owner_first_name},\n\n${row.guest_first_name} ${row.guest_last_name} would like to visit "${row.advert_title}" ` +
    `${when(row)}.\nApprove or decline it at ${pageLink(site)}\n`,
});

/** To the owner, an hour after they were told of a change: the time the guest settled on since. */
export const movedAgainMail = (row: TourRequestRow, site: Site): MailMessage => ({
  to: row.owner_email,
  subject: `A tour request for "${row.advert_title}" was moved again`,
  text:
    `Hello ${row.owner_first_name},\n\n${row.guest_first_name} ${row.guest_last_name} changed the time again and would now like ` +
    `to visit "${row.advert_title}" ${when(row)}.\nApprove or decline it at ${pageLink(site)}\n`,
});

/** To the guest, with the tour as a calendar invitation. */
export const approvedMail = (
  row: TourRequestRow,
  site: Site,
  address: TourAddress,
): MailMessage => ({
  to: row.guest_email,
  subject: `Your tour of "${row.advert_title}" is approved`,
  text:
    `Hello ${row.guest_first_name},\n\n${row.owner_first_name} ${row.owner_last_name} approved your tour of ` +
    `"${row.advert_title}" ${when(row)}. The attached invitation adds it to your calendar.\n` +
    `Address: ${addressLine(address)}\nMap: ${mapLink(address)}\n` +
    `Your tour requests: ${pageLink(site)}\n`,
  attachments: [tourInvitation(row, address, site)],
});

/** To the owner, once, when a request has waited a day for an answer. */
export const ownerReminderMail = (row: TourRequestRow, site: Site): MailMessage => ({
  to: row.owner_email,
  subject: `A tour request for "${row.advert_title}" is waiting for your answer`,
  text:
    `Hello ${row.owner_first_name},\n\n${row.guest_first_name} ${row.guest_last_name} asked a day ago to visit ` +
    `"${row.advert_title}" ${when(row)} and is still waiting for your answer.\n` +
    `Approve or decline it at ${pageLink(site)}\n`,
});

export const declinedMail = (row: TourRequestRow, site: Site): MailMessage => ({
  to: row.guest_email,
  subject: `Your tour request for "${row.advert_title}" was declined`,
  text:
    `Hello ${row.guest_first_name},\n\nYour tour of "${row.advert_title}" ${when(row)} was declined. ` +
    `You can choose another time at ${pageLink(site)}\n`,
});

/** The day before an approved tour, to both sides. */
export const reminderMails = (row: TourRequestRow, site: Site): MailMessage[] => [
  {
    to: row.guest_email,
    subject: `Reminder: your tour of "${row.advert_title}" is tomorrow`,
    text:
      `Hello ${row.guest_first_name},\n\nA reminder: you visit "${row.advert_title}" ${when(row)} ` +
      `with ${row.owner_first_name} ${row.owner_last_name}.\n${site.publicUrl}/property/${row.advert_slug}\n`,
  },
  {
    to: row.owner_email,
    subject: `Reminder: a tour of "${row.advert_title}" is tomorrow`,
    text:
      `Hello ${row.owner_first_name},\n\nA reminder: ${row.guest_first_name} ${row.guest_last_name} visits ` +
      `"${row.advert_title}" ${when(row)}.\n${pageLink(site)}\n`,
  },
];
