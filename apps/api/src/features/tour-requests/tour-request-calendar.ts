import { createEvent, type EventAttributes } from 'ics';
import { sitePaths } from '@estate/contracts';
import type { MailAttachment } from '../../lib/mail-attachment';
import { wallClockToInstant } from '../../lib/wall-clock';
import type { TourAddress } from './tour-places.repository';
import type { TourRequestRow } from './tour-requests.repository';

/** How long a tour is planned in the calendar. */
export const TOUR_MINUTES = 30;
/** The calendar's alert before the tour. */
const REMINDER_MINUTES = 60;
/** The approval's entry is version 0 of the event; its cancellation supersedes it. */
const APPROVED_SEQUENCE = 0;
const CANCELED_SEQUENCE = 1;

/** One line of the address: street text, district, city, country (blanks left out). */
export const addressLine = (a: TourAddress) =>
  [a.location, a.district, a.city, a.country].filter((p) => p.trim()).join(', ');

/** A map link to the property's point. */
export const mapLink = (a: TourAddress) =>
  `https://www.openstreetmap.org/?mlat=${a.latitude}&mlon=${a.longitude}#map=17/${a.latitude}/${a.longitude}`;

/**
 * What every entry of a tour holds. The start is written in UTC, converted from the property's
 * wall-clock time with the server's own zone data (Intl), so the calendar and the server never
 * disagree on a zone's rules (docs/decisions/0041-viewing-hours-and-zones.md); the zone is named
 * (X-WR-TIMEZONE, and in the text).
 */
function eventOf(
  row: TourRequestRow,
  address: TourAddress,
  site: { publicUrl: string },
): EventAttributes {
  const advertUrl = `${site.publicUrl}${sitePaths.property(row.advert_slug)}`;
  return {
    start: wallClockToInstant(row.tour_time, row.time_zone).getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { minutes: TOUR_MINUTES },
    title: `Tour of "${row.advert_title}"`,
    description:
      `Property tour with ${row.owner_first_name} ${row.owner_last_name} and ` +
      `${row.guest_first_name} ${row.guest_last_name}, ${row.tour_time.slice(0, 10)} at ` +
      `${row.tour_time.slice(11, 16)} ${row.time_zone} time.\n` +
      `Address: ${addressLine(address)}\nMap: ${mapLink(address)}\n${advertUrl}`,
    location: addressLine(address),
    geo: { lat: address.latitude, lon: address.longitude },
    url: advertUrl,
    // The same UID in the approval and the cancellation: a calendar replaces the one by the other.
    uid: `tour-request-${row.id}@${new URL(site.publicUrl).hostname}`,
    productId: 'estate-marketplace/tour-requests',
  };
}

function written(attributes: EventAttributes, timeZone: string): string {
  const { error, value } = createEvent(attributes);
  if (error || !value) throw error ?? new Error('The calendar entry could not be made');
  return value.replace(/\r\nBEGIN:VEVENT/, `\r\nX-WR-TIMEZONE:${timeZone}\r\nBEGIN:VEVENT`);
}

/** The iCalendar entry of an approved tour, with an alert before it. */
export function tourCalendar(
  row: TourRequestRow,
  address: TourAddress,
  site: { publicUrl: string },
): string {
  const event = eventOf(row, address, site);
  return written(
    {
      ...event,
      status: 'CONFIRMED',
      sequence: APPROVED_SEQUENCE,
      alarms: [
        {
          action: 'display',
          description: event.title,
          trigger: { minutes: REMINDER_MINUTES, before: true },
        },
      ],
    },
    row.time_zone,
  );
}

/**
 * The cancellation of an approved tour's entry (docs/product.md#tour-e-mails-and-expiry): the
 * approval's UID with a higher SEQUENCE, so a calendar that imported the tour removes it.
 */
export const tourCancellationCalendar = (
  row: TourRequestRow,
  address: TourAddress,
  site: { publicUrl: string },
): string =>
  written(
    {
      ...eventOf(row, address, site),
      method: 'CANCEL',
      status: 'CANCELLED',
      sequence: CANCELED_SEQUENCE,
    },
    row.time_zone,
  );

/** A calendar file; a cancellation names its method in the type too, as mail clients expect. */
const attachment = (content: string, method?: 'CANCEL'): MailAttachment => ({
  filename: 'tour.ics',
  contentType: `text/calendar; charset=utf-8${method ? `; method=${method}` : ''}`,
  content,
});

/** The calendar entry as an e-mail attachment (the approval e-mail's invitation). */
export const tourInvitation = (
  row: TourRequestRow,
  address: TourAddress,
  site: { publicUrl: string },
): MailAttachment => attachment(tourCalendar(row, address, site));

/** The cancellation as an e-mail attachment. */
export const tourCancellation = (
  row: TourRequestRow,
  address: TourAddress,
  site: { publicUrl: string },
): MailAttachment => attachment(tourCancellationCalendar(row, address, site), 'CANCEL');
