export const TOUR_MESSAGES = {
  advertMissing: 'This advert does not exist.',
  advertNotPublic: 'This advert is not published, so no tour can be requested.',
  ownAdvert: 'You cannot request a tour of your own advert.',
  notADate: 'tourTime is not a real date.',
  past: 'The tour time must be in the future.',
  duplicate: 'You have already requested a tour of this advert at this time.',
  slotTaken: 'This time is already booked for this advert. Please choose another time.',
} as const;
