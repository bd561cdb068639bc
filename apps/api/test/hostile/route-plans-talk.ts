import type { RoutePlan } from './route-plan';

/** The advertiser card, the phone number and conversations: the guest writes to the owner. */
export const TALK_PLANS: Record<string, RoutePlan> = {
  'GET /api/adverts/:id/advertiser': { actor: 'visitor', params: (w) => ({ id: w.advert.id }) },
  'POST /api/adverts/:id/advertiser/phone': {
    actor: 'guest',
    params: (w) => ({ id: w.advert.id }),
  },
  'POST /api/conversations': {
    actor: 'guest',
    body: (w) => ({ advertId: w.advert.id, message: 'Is the garden fenced?' }),
  },
  'GET /api/conversations': { actor: 'guest' },
  'GET /api/conversations/unread-count': { actor: 'guest' },
  'GET /api/conversations/:id': { actor: 'guest', params: (w) => ({ id: w.threadId }) },
  'POST /api/conversations/:id/messages': {
    actor: 'guest',
    params: (w) => ({ id: w.threadId }),
    body: () => ({ message: 'Friday at ten suits me.' }),
  },
};
