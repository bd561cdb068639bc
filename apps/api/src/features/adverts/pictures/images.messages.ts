import { IMAGE_UPLOAD_MESSAGES } from '@estate/contracts';
import { MALFORMED_MULTIPART } from '../../../lib/images';

export const IMAGE_MESSAGES_API = {
  advertMissing: 'This advert does not exist.',
  imageMissing: 'This picture does not exist.',
  noFile: 'Choose a picture to upload.',
  wrongField: 'Send each picture in the multipartFile field.',
  malformed: MALFORMED_MULTIPART,
  waitingNotFeatured:
    'This picture waits for review: it can be the featured picture once staff approve it.',
  orderMismatch: 'List every picture of the advert exactly once.',
  deleted: IMAGE_UPLOAD_MESSAGES.deleted,
} as const;
