import type { TourRequest } from '@estate/contracts';

/** The tour date is the first 10 characters of tourTime, the time the last 8. */
export const tourDateOf = (request: Pick<TourRequest, 'tourTime'>) => request.tourTime.slice(0, 10);
export const tourTimeOf = (request: Pick<TourRequest, 'tourTime'>) => request.tourTime.slice(-8);

export const personName = (person: { firstName: string; lastName: string }) =>
  `${person.firstName} ${person.lastName}`;
