import type { TourRequest } from '@estate/contracts';
import { personName, tourDateOf, tourTimeOf } from './tour-request-format';

/** The row commands that cannot be taken back, so the list asks before running them. */
export type AskedTourCommand = 'delete' | 'decline' | 'cancel';

export const isAskedFirst = (command: string): command is AskedTourCommand =>
  command === 'delete' || command === 'decline' || command === 'cancel';

export const deleteTourQuestion = (title: string) =>
  `Are you sure you want to delete this tour request? Property = ${title}`;

const when = (request: TourRequest) => `${tourDateOf(request)} at ${tourTimeOf(request)}`;

/** The question, its button and its safe answer for one asked command on one request. */
export function tourQuestion(command: AskedTourCommand, request: TourRequest) {
  const title = request.advert.title;
  if (command === 'delete')
    return { message: deleteTourQuestion(title), confirmLabel: 'Delete', cancelLabel: 'Cancel' };
  if (command === 'decline')
    return {
      message: `Decline the tour of ${title} asked by ${personName(request.guestUser)} for ${when(request)}?`,
      confirmLabel: 'Decline',
      cancelLabel: 'Cancel',
    };
  return {
    message: `Cancel the tour of ${title} on ${when(request)}?`,
    confirmLabel: 'Cancel tour',
    cancelLabel: 'Keep the tour',
  };
}
