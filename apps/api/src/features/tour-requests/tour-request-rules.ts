import {
  TOUR_REQUEST_ACTIONS,
  type TourRequestAction,
  type TourRequestStatus,
} from '@estate/contracts';
import { AppError } from '../../lib/errors';
import { TOUR_MESSAGES as M } from './tour-requests.messages';

/** How the caller stands to a request they may see. */
export interface Standing {
  isGuest: boolean;
  isOwner: boolean;
  isStaff: boolean;
}

export interface RuledRequest {
  status: TourRequestStatus;
  /** Wall-clock "YYYY-MM-DDTHH:mm:ss"; compared with `now` as text. */
  tourTime: string;
}

/**
 * Why a move is refused: a plain value, made into an error only when a move is refused (an
 * Error records its stack, and a list rules five moves for each of its rows).
 */
export interface Refusal {
  status: 403 | 409;
  message: string;
}
const forbidden = (message: string): Refusal => ({ status: 403, message });
const conflict = (message: string): Refusal => ({ status: 409, message });

/** The error a refused move answers with. */
export const refusalError = (refusal: Refusal) => new AppError(refusal.status, refusal.message);

type Rule = (r: RuledRequest, who: Standing, now: string) => Refusal | undefined;

const isOpen = (r: RuledRequest) => r.status === 'PENDING' || r.status === 'APPROVED';

/** Who may make each move, from which status, and until when. */
const RULES: Record<TourRequestAction, Rule> = {
  approve(r, who, now) {
    if (!who.isOwner) return forbidden(who.isGuest ? M.approveOwn : M.ownerDecides);
    if (r.status !== 'PENDING') return conflict(M.cannotApprove(r.status));
    if (r.tourTime <= now) return conflict(M.timePassed);
  },
  decline(r, who, now) {
    if (!who.isOwner) return forbidden(who.isGuest ? M.declineOwn : M.ownerDecides);
    if (!isOpen(r)) return conflict(M.cannotDecline(r.status));
    // A stale PENDING request may still be turned down; an approved tour only before it happens.
    if (r.status === 'APPROVED' && r.tourTime <= now) return conflict(M.timePassed);
  },
  cancel(r, who, now) {
    if (!who.isGuest) return forbidden(M.guestOnly);
    if (!isOpen(r)) return conflict(M.cannotCancel(r.status));
    if (r.tourTime <= now) return conflict(M.timePassed);
  },
  changeTime(r, who) {
    if (!who.isGuest) return forbidden(M.guestOnly);
    if (r.status === 'APPROVED') return conflict(M.approvedTimeFixed);
    if (r.status === 'CANCELED') return conflict(M.canceledTimeFixed);
  },
  delete(r, who) {
    if (who.isStaff) return undefined;
    if (!who.isGuest) return forbidden(M.guestOnly);
    if (r.status === 'APPROVED') return conflict(M.approvedDelete);
  },
};

/** Why the caller may not make this move now, or undefined when they may. */
export const refusalOf = (
  action: TourRequestAction,
  request: RuledRequest,
  who: Standing,
  now: string,
): Refusal | undefined => RULES[action](request, who, now);

/** The moves the caller may make now, for the web to offer only those. */
export const allowedActions = (
  request: RuledRequest,
  who: Standing,
  now: string,
): TourRequestAction[] => TOUR_REQUEST_ACTIONS.filter((a) => !refusalOf(a, request, who, now));

/** The statuses a move starts from, re-checked by the UPDATE itself against a concurrent move. */
export const FROM_STATUSES: Record<Exclude<TourRequestAction, 'approve'>, TourRequestStatus[]> = {
  decline: ['PENDING', 'APPROVED'],
  cancel: ['PENDING', 'APPROVED'],
  changeTime: ['PENDING', 'DECLINED'],
  delete: ['PENDING', 'DECLINED', 'CANCELED'],
};
