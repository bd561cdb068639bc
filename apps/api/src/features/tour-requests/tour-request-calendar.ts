import { createEvent } from 'ics';
import type { MailAttachment } from '../../lib/mail-attachment';
import { wallClockToInstant } from '../../lib/wall-clock';
import type { TourRequestRow } from './tour-requests.repository';

/** How long a tour is planned in the calendar. */
export const TOUR_MINUTES = 30;

/**
 * The calendar invitation of an approved tour. The tour is a wall-clock time at the property
 * (docs/decisions/0007-tour-times.md), so it is turned into an instant in the site's zone: every
 * calendar then shows it at the right hour wherever the guest's device is.
 */
export function tourInvitation(
  row: TourRequestRow,
  site: { timeZone: string; publicUrl: string },
): MailAttachment {
  const start = wallClockToInstant(row.tour_time, site.timeZone).getTime();
  const { error, value } = createEvent({
    start,
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { minutes: TOUR_MINUTES },
    title: `Tour of "${row.advert_title}"`,
    description:
      `Property tour with ${row.owner_first_name} ${row.owner_last_name}.\n` +
      `${site.publicUrl}/property/${row.advert_slug}`,
    url: `${site.publicUrl}/property/${row.advert_slug}`,
    uid: `tour-request-${row.id}@${new URL(site.publicUrl).hostname}`,
    status: 'CONFIRMED',
    productId: 'estate-marketplace/tour-requests',
  });
  if (error || !value) throw error ?? new Error('The calendar invitation could not be made');
  return { filename: 'tour.ics', contentType: 'text/calendar; charset=utf-8', content: value };
}
