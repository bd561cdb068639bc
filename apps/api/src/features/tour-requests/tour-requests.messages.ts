import { waitText } from '../../lib/text';

/** How far ahead a tour may be booked (decisions §8). */
export const TOUR_BOOKING_WINDOW_DAYS = 90;
/** New tour requests one person may make in 24 hours. */
export const TOUR_REQUESTS_PER_DAY = 20;

export const TOUR_MESSAGES = {
  advertMissing: 'This advert does not exist.',
  ownAdvert: 'You cannot request a tour of your own advert.',
  notADate: 'tourTime is not a real date.',
  past: 'The tour time must be in the future.',
  tooFarAhead: `Tours can be booked at most ${TOUR_BOOKING_WINDOW_DAYS} days ahead.`,
  tooMany: (seconds: number) =>
    `You have made ${TOUR_REQUESTS_PER_DAY} tour requests in the last 24 hours. Please wait ${waitText(seconds)} and try again.`,
  duplicate: 'You have already requested a tour of this advert at this time.',
  slotTaken: 'This time is already booked for this advert. Please choose another time.',
} as const;
