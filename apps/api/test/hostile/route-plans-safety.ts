import type { RoutePlan } from './route-plan';

/**
 * Blocking and reporting in the guest's thread, and the staff's queue: an admin decides the
 * owner's report of it. Only dismissals: a suspension would end the guest's sessions.
 */
export const SAFETY_PLANS: Record<string, RoutePlan> = {
  'POST /api/conversations/:id/block': { actor: 'guest', params: (w) => ({ id: w.threadId }) },
  'DELETE /api/conversations/:id/block': { actor: 'guest', params: (w) => ({ id: w.threadId }) },
  'POST /api/conversations/:id/report': {
    actor: 'guest',
    params: (w) => ({ id: w.threadId }),
    body: () => ({ reason: 'ABUSE', details: 'Rude answers.' }),
  },
  'GET /api/conversation-reports': { actor: 'admin' },
  'GET /api/conversation-reports/:id': { actor: 'admin', params: (w) => ({ id: w.reportId }) },
  'POST /api/conversation-reports/:id/decision': {
    actor: 'admin',
    params: (w) => ({ id: w.reportId }),
    body: () => ({ action: 'DISMISS' }),
  },
};
