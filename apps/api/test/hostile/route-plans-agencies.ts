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
  'GET /api/agencies/:id/adverts': { ...mine, query: () => ({ page: '0', size: '10' }) },
  'PUT /api/agencies/:id/adverts/:advertId/agent': {
    actor: 'owner',
    params: (w) => ({ id: w.agencyId, advertId: w.advert.id }),
    body: (w) => ({ userId: w.guest.id }),
  },
  'GET /api/agencies/:id/imports': mine,
  'GET /api/agencies/:id/feed': mine,
  'GET /api/agencies/:id/dashboard': mine,
  'GET /api/agencies/:id/dashboard.csv': mine,
  'PUT /api/agencies/:id/feed': {
    ...mine,
    body: () => ({ url: 'https://feeds.example.test/a.csv' }),
  },
  'POST /api/agencies/:id/imports': { ...mine, query: () => ({ dryRun: 'false', full: 'true' }) },
  'GET /api/agencies/:id/imports/:importId': {
    actor: 'owner',
    params: (w) => ({ id: w.agencyId, importId: 1 }),
  },
  'GET /api/agencies/:id/imports/:importId/report': {
    actor: 'owner',
    params: (w) => ({ id: w.agencyId, importId: 1 }),
  },
  'POST /api/agencies/:id/leave': { actor: 'guest', params: (w) => ({ id: w.agencyId }) },
  'GET /api/agencies/by-slug/:slug': {
    actor: 'visitor',
    params: (w) => ({ slug: `world-${w.owner.id}` }),
  },
  'GET /api/agencies/by-slug/:slug/page': {
    actor: 'visitor',
    params: (w) => ({ slug: `world-${w.owner.id}` }),
  },
  // A well-formed token of no invitation: generated from its pattern the sweep would search long.
  'GET /api/agency-invitations': {
    actor: 'visitor',
    query: () => ({ token: 'Wq7xZb3kLw0PtY7sRfA2eHcJ9' }),
  },
  'POST /api/agency-invitations/accept': {
    actor: 'admin',
    body: () => ({ token: 'Wq7xZb3kLw0PtY7sRfA2eHcJ9' }),
  },
  'POST /api/agencies': { actor: 'admin', body: (w) => agencyForm(w.catalog) },
  'GET /api/agencies': { actor: 'admin', query: () => ({ status: 'PENDING' }) },
  'POST /api/agencies/:id/decision': {
    actor: 'admin',
    params: (w) => ({ id: w.agencyId }),
    body: () => ({ action: 'APPROVE' }),
  },
};
