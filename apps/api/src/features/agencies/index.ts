/** Estate agencies: members, invitations and the staff's verification (docs/product.md#agencies). */
export { composeAgencies } from './agencies.compose';
export { agenciesRoutes } from './agencies.routes';
export { agencyAdvertsRoutes } from './agency-adverts.routes';
export { agencyDashboardRoutes } from './agency-dashboard.routes';
export { agencyInvitationsRoutes } from './agency-invitations.routes';
export { agencyMembersRoutes } from './agency-members.routes';
export { agencyVerificationRoutes } from './agency-verification.routes';
export { agencyPageRoutes } from './agency-page.routes';
export { createAgencyPageService, type AgencyPageService } from './agency-page.service';
