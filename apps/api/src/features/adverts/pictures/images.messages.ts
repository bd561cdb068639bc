import { IMAGE_UPLOAD_MESSAGES } from '@estate/contracts';

export const IMAGE_MESSAGES_API = {
  advertMissing: 'This advert does not exist.',
  imageMissing: 'This picture does not exist.',
  noFile: 'Choose a picture to upload.',
  wrongField: 'Send each picture in the multipartFile field.',
  malformed: 'The upload was cut off or is not a valid multipart form; please send it again.',
  orderMismatch: 'List every picture of the advert exactly once.',
  deleted: IMAGE_UPLOAD_MESSAGES.deleted,
} as const;
