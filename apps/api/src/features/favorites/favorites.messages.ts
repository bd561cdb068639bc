export const FAVORITE_MESSAGES = {
  advertMissing: 'This advert does not exist or is no longer published.',
  userMissing: 'This user does not exist.',
  favoriteMissing: 'This favourite does not exist.',
  removed: 'The favourite was removed.',
} as const;
