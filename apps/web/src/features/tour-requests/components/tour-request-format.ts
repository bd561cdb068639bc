import type { TourRequest } from '@estate/contracts';
import { tourClock, tourDay } from '../texts';

/** The tour date is the first 10 characters of tourTime, the time the last 8. */
export const tourDateOf = (request: Pick<TourRequest, 'tourTime'>) => request.tourTime.slice(0, 10);
export const tourTimeOf = (request: Pick<TourRequest, 'tourTime'>) => request.tourTime.slice(-8);

/** The same, as the reader's language writes them ("2030-05-04" / "4 Mayıs 2030"). */
export const tourDateText = (request: Pick<TourRequest, 'tourTime'>) =>
  tourDay(tourDateOf(request));
export const tourTimeText = (request: Pick<TourRequest, 'tourTime'>) =>
  tourClock(tourTimeOf(request));

export const personName = (person: { firstName: string; lastName: string }) =>
  `${person.firstName} ${person.lastName}`;
