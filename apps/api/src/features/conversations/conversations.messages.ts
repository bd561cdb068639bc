/** The server's words about conversations (docs/product.md#conversations). */
export const CONVERSATION_TEXTS = {
  missing: 'This conversation does not exist.',
  advertMissing: 'This advert does not exist or is not public.',
  ownAdvert: 'This is your own advert: you cannot send a message about it to yourself.',
  advertRemoved: 'This advert was removed',
  otherSideGone: 'This person deleted their account: you can no longer reply.',
} as const;
