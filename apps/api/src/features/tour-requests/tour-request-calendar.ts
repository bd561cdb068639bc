import { createEvent } from 'ics';
import { tzlib_get_ical_block } from 'timezones-ical-library';
import type { MailAttachment } from '../../lib/mail-attachment';
import { wallClockToInstant } from '../../lib/wall-clock';
import type { TourAddress } from './tour-places.repository';
import type { TourRequestRow } from './tour-requests.repository';

/** How long a tour is planned in the calendar. */
export const TOUR_MINUTES = 30;
/** The calendar's alert before the tour. */
const REMINDER_MINUTES = 60;

/** One line of the address: street text, district, city, country (blanks left out). */
export const addressLine = (a: TourAddress) =>
  [a.location, a.district, a.city, a.country].filter((p) => p.trim()).join(', ');

/** A map link to the property's point. */
export const mapLink = (a: TourAddress) =>
  `https://www.openstreetmap.org/?mlat=${a.latitude}&mlon=${a.longitude}#map=17/${a.latitude}/${a.longitude}`;

/**
 * Writes the start as the property's wall-clock time in its zone, with the zone's VTIMEZONE rules,
 * so calendars show the event's own zone. A zone the rules library does not know yet keeps the
 * UTC instant, which every calendar still shows at the right moment.
 */
function inPropertyZone(ics: string, tourTime: string, timeZone: string): string {
  const block = tzlib_get_ical_block(timeZone);
  if (!Array.isArray(block)) return ics;
  const [vtimezone, tzid] = block;
  const local = `${tourTime.slice(0, 16).replace(/[-:]/g, '')}00`;
  return ics
    .replace(/\r\nDTSTART:\d{8}T\d{6}Z/, `\r\nDTSTART;${tzid}:${local}`)
    .replace(/\r\nBEGIN:VEVENT/, `\r\n${vtimezone}\r\nBEGIN:VEVENT`);
}

/**
 * The iCalendar entry of an approved tour (docs/decisions/0041-viewing-hours-and-zones.md). The tour
 * is a wall-clock time at the property: it is written in the property's zone with that zone's
 * VTIMEZONE, and the zone is named (X-WR-TIMEZONE, and in the text).
 */
export function tourCalendar(
  row: TourRequestRow,
  address: TourAddress,
  site: { publicUrl: string },
): string {
  const start = wallClockToInstant(row.tour_time, row.time_zone).getTime();
  const advertUrl = `${site.publicUrl}/property/${row.advert_slug}`;
  const { error, value } = createEvent({
    start,
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
    uid: `tour-request-${row.id}@${new URL(site.publicUrl).hostname}`,
    status: 'CONFIRMED',
    productId: 'estate-marketplace/tour-requests',
    alarms: [
      {
        action: 'display',
        description: `Tour of "${row.advert_title}"`,
        trigger: { minutes: REMINDER_MINUTES, before: true },
      },
    ],
  });
  if (error || !value) throw error ?? new Error('The calendar entry could not be made');
  const named = value.replace(
    /\r\nBEGIN:VEVENT/,
    `\r\nX-WR-TIMEZONE:${row.time_zone}\r\nBEGIN:VEVENT`,
  );
  return inPropertyZone(named, row.tour_time, row.time_zone);
}

/** The calendar entry as an e-mail attachment (the approval e-mail's invitation). */
export const tourInvitation = (
  row: TourRequestRow,
  address: TourAddress,
  site: { publicUrl: string },
): MailAttachment => ({
  filename: 'tour.ics',
  contentType: 'text/calendar; charset=utf-8',
  content: tourCalendar(row, address, site),
});
