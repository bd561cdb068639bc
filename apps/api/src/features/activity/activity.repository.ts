import type { Executor } from '../../db/client';
import { activityLogs } from '../../db/schema';

/** The actions the activity log records, with the sentence shown on the Users page. */
export type ActivityAction =
  | 'REGISTERED'
  | 'ACCOUNT_CONFIRMED'
  | 'LOGIN'
  | 'LOGOUT'
  | 'PROFILE_UPDATED'
  | 'PHOTO_CHANGED'
  | 'PHOTO_REMOVED'
  | 'PASSWORD_CHANGED'
  | 'PASSWORD_RESET'
  | 'EMAIL_CHANGE_REQUESTED'
  | 'EMAIL_CHANGE_CANCELLED'
  | 'EMAIL_CHANGE_REVERTED'
  | 'EMAIL_CHANGED'
  | 'ADVERT_CREATED'
  | 'ADVERT_UPDATED'
  | 'ADVERT_DELETED'
  | 'ADVERT_STATUS_CHANGED'
  | 'TOUR_REQUEST_CREATED'
  | 'TOUR_REQUEST_APPROVED'
  | 'TOUR_REQUEST_DECLINED'
  | 'TOUR_REQUEST_CANCELED'
  | 'TOUR_REQUEST_TIME_CHANGED'
  | 'TOUR_REQUEST_DELETED'
  | 'FAVORITE_ADDED'
  | 'FAVORITE_REMOVED'
  | 'IMAGE_ADDED'
  | 'IMAGE_REMOVED'
  | 'IMAGE_FEATURED'
  | 'ROLE_CHANGED';

/** Pass the transaction of the change being logged, so the entry and the change stand or fall together. */
export async function logActivity(
  db: Executor,
  entry: { userId: number; action: ActivityAction; log: string; advertId?: number },
): Promise<void> {
  await db.insert(activityLogs).values(entry);
}
