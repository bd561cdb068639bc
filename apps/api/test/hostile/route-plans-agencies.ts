import { agencyForm } from '../agency-kit';
import type { RoutePlan } from './route-plan';

const mine = { actor: 'owner', params: (w) => ({ id: w.agencyId }) } satisfies RoutePlan;

/** The owner's agency, its agent (the guest) and its open invitation; an admin decides it. */
export const AGENCY_PLANS: Record<string, RoutePlan> = {
  'PUT /api/agencies/:id': { ...mine, body: (w) => agencyForm(w.catalog) },
  'PUT /api/agencies/:id/logo': mine,
  'POST /api/agencies/:id/invitations': { ...mine, body: () => ({ email: 'new@example.test' }) },
  'DELETE /api/agencies/:id/invitations/:invitationId': {
    actor: 'owner',
    params: (w) => ({ id: w.agencyId, invitationId: w.invitationId }),
  },
  'DELETE /api/agencies/:id/members/:userId': {
    actor: 'owner',
    params: (w) => ({ id: w.agencyId, userId: w.guest.id }),
  },
  'PUT /api/agencies/:id/owner': { ...mine, body: (w) => ({ userId: w.guest.id }) },
  'POST /api/agencies/:id/leave': { actor: 'guest', params: (w) => ({ id: w.agencyId }) },
  'GET /api/agencies/by-slug/:slug': {
    actor: 'visitor',
    params: (w) => ({ slug: `world-${w.owner.id}` }),
  },
  'POST /api/agencies/:id/decision': {
    actor: 'admin',
    params: (w) => ({ id: w.agencyId }),
    body: () => ({ action: 'APPROVE' }),
  },
};
