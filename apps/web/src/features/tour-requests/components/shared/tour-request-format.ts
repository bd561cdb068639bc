import type { TourRequest } from '@estate/contracts';
import { tourClock, tourDay, visitsText } from '../../texts';
import { zoneCity } from './tour-zone';

/** The tour date is the first 10 characters of tourTime, the time the last 8. */
export const tourDateOf = (request: Pick<TourRequest, 'tourTime'>) => request.tourTime.slice(0, 10);
export const tourTimeOf = (request: Pick<TourRequest, 'tourTime'>) => request.tourTime.slice(-8);

/** The same, as the reader's language writes them ("2030-05-04" / "4 Mayıs 2030"). */
export const tourDateText = (request: Pick<TourRequest, 'tourTime'>) =>
  tourDay(tourDateOf(request));
export const tourTimeText = (request: Pick<TourRequest, 'tourTime'>) =>
  tourClock(tourTimeOf(request));

/** "(Istanbul time)": tour times are the property's wall-clock times (docs/product.md#tour-times). */
export const tourZoneText = (request: Pick<TourRequest, 'timeZone'>) =>
  visitsText('zoneTime', { city: zoneCity(request.timeZone) });

export const personName = (person: { firstName: string; lastName: string }) =>
  `${person.firstName} ${person.lastName}`;
