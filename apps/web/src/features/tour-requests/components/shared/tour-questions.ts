import type { TourRequest } from '@estate/contracts';
import { visitsText } from '../../texts';
import { personName, tourDateText, tourTimeText } from './tour-request-format';

/** The row commands that cannot be taken back, so the list asks before running them. */
export type AskedTourCommand = 'delete' | 'decline' | 'cancel';

export const isAskedFirst = (command: string): command is AskedTourCommand =>
  command === 'delete' || command === 'decline' || command === 'cancel';

export const deleteTourQuestion = (title: string) => visitsText('deleteQuestion', { title });

const when = (request: TourRequest) =>
  visitsText('when', { date: tourDateText(request), time: tourTimeText(request) });

/** The question, its button and its safe answer for one asked command on one request. */
export function tourQuestion(command: AskedTourCommand, request: TourRequest) {
  const title = request.advert.title;
  const cancelLabel = visitsText('cancel');
  if (command === 'delete')
    return {
      message: deleteTourQuestion(title),
      confirmLabel: visitsText('action.delete'),
      cancelLabel,
    };
  if (command === 'decline')
    return {
      message: visitsText('declineQuestion', {
        title,
        name: personName(request.guestUser),
        when: when(request),
      }),
      confirmLabel: visitsText('action.decline'),
      cancelLabel,
    };
  return {
    message: visitsText('cancelQuestion', { title, when: when(request) }),
    confirmLabel: visitsText('action.cancel'),
    cancelLabel: visitsText('keepTour'),
  };
}
