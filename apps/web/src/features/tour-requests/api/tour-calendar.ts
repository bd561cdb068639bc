import { downloadWithSession } from '../../../lib/download';

/** "Add to calendar": GET /tourRequest/{id}/calendar.ics, handed to the browser as a download. */
export async function downloadTourCalendar(id: number): Promise<void> {
  await downloadWithSession(`/tourRequest/${id}/calendar.ics`, {
    fallbackName: `tour-${id}.ics`,
    failed: 'The calendar file could not be made.',
  });
}
