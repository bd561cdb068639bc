import type { TourRequestStatus } from '@estate/contracts';
import { waitText } from '../../lib/text';

/** How far ahead a tour may be booked (docs/product.md#tour-times). */
export const TOUR_BOOKING_WINDOW_DAYS = 90;

const named = (status: TourRequestStatus) => status.toLowerCase();

export const TOUR_MESSAGES = {
  advertMissing: 'This advert does not exist.',
  ownAdvert: 'You cannot request a tour of your own advert.',
  notADate: 'tourTime is not a real date.',
  past: 'The tour time must be in the future.',
  tooFarAhead: `Tours can be booked at most ${TOUR_BOOKING_WINDOW_DAYS} days ahead.`,
  tooMany: (max: number) => (seconds: number) =>
    `You have made ${max} tour requests in the last 24 hours. Please wait ${waitText(seconds)} and try again.`,
  tooManyFromAddress: (seconds: number) =>
    `Too many tour requests from your network. Please wait ${waitText(seconds)} and try again.`,
  duplicate: 'You have already requested a tour of this advert at this time.',
  slotTaken: 'This time is already booked for this advert. Please choose another time.',
  missing: 'This tour request does not exist.',
  outsideHours:
    'This time is outside the viewing hours of this property. Please choose a free time.',
  blockedPast: (date: string) =>
    `${date} has already passed: only today or a later date can be blocked.`,
  hoursOwnerOnly: 'Only the owner of this advert can change its viewing hours.',
  notApprovedCalendar: 'Only an approved tour can be added to a calendar.',
  approveOwn: 'You cannot approve your own tour request.',
  declineOwn: 'You cannot decline your own tour request. Cancel it instead.',
  ownerDecides: 'Only the owner of the advert can approve or decline this tour request.',
  guestOnly: 'Only the person who requested this tour can do this.',
  cannotApprove: (status: TourRequestStatus) =>
    `Only a pending tour request can be approved. This one is ${named(status)}.`,
  cannotDecline: (status: TourRequestStatus) =>
    `Only a pending or approved tour request can be declined. This one is ${named(status)}.`,
  cannotCancel: (status: TourRequestStatus) =>
    `Only a pending or approved tour request can be canceled. This one is ${named(status)}.`,
  approvedTimeFixed: 'An approved tour cannot be moved. Cancel it and request a new time.',
  canceledTimeFixed: 'A canceled tour request cannot be moved. Please make a new request.',
  approvedDelete: 'An approved tour cannot be deleted. Cancel it first.',
  timePassed: 'The time of this tour has passed.',
  lostSlot: 'Another tour request for this time has been approved, so this one is declined.',
  changedMeanwhile: 'This tour request was changed in the meantime. Please reload and try again.',
  advertRequired: 'Choose one of your adverts to see its tour requests.',
  notYourAdvert: 'You can only see the tour requests of your own adverts.',
  userFilterForStaff: 'Only staff can list the tour requests of a person.',
  approved: 'The tour request was approved.',
  declined: 'The tour request was declined.',
  canceled: 'The tour request was canceled.',
  timeChanged: 'The tour time was changed. The owner will answer again.',
  deleted: 'The tour request was deleted.',
} as const;
