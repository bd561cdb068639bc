/** The server's words about conversations (docs/product.md#conversations). */
export const CONVERSATION_TEXTS = {
  missing: 'This conversation does not exist.',
  advertMissing: 'This advert does not exist or is not public.',
  ownAdvert: 'This is your own advert: you cannot send a message about it to yourself.',
  advertRemoved: 'This advert was removed',
  otherSideGone: 'This person deleted their account: you can no longer reply.',
  /** To a person the other side blocks: neutral, it never says they were blocked. */
  cannotSend: 'This message cannot be sent.',
  youBlock: 'You blocked this person: unblock them to write to them again.',
  alreadyReported: 'You have already reported this conversation.',
  reportKept: 'Thank you. Our staff will look at this conversation.',
  nobodyToReport: 'This person deleted their account: there is nobody to report.',
} as const;
