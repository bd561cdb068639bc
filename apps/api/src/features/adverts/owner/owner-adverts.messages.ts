/** What the owner adverts API answers, word for word. */
export const OWNER_ADVERT_MESSAGES = {
  missing: 'This advert does not exist or is not yours.',
  unknownType: 'Choose an advert type from the list.',
  unknownCategory: 'Choose an active category from the list.',
  placeMismatch: 'The district must be in the chosen city, and the city in the chosen country.',
  strayKey: 'A property does not belong to the chosen category.',
  repeatedKey: 'Each property may be given once.',
  slugTaken: 'This slug is already used by another advert.',
  userMissing: 'This user does not exist.',
  notYourList: 'You can only see your own adverts.',
  accountGone: 'Your account no longer exists.',
  changedMeanwhile:
    'Something this advert refers to was changed meanwhile. Please reload and try again.',
} as const;
