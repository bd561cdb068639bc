import { IMAGE_UPLOAD_MESSAGES } from '@estate/contracts';

export const IMAGE_MESSAGES_API = {
  advertMissing: 'This advert does not exist.',
  imageMissing: 'This picture does not exist.',
  noFile: 'Choose a picture to upload.',
  wrongField: 'Send each picture in the multipartFile field.',
  orderMismatch: 'List every picture of the advert exactly once.',
  deleted: IMAGE_UPLOAD_MESSAGES.deleted,
} as const;
