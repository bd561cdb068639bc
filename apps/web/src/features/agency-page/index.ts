// The public agency page (docs/product.md#agency-page): its card and its missing page; the route
// module (app/routes/agency-page.tsx) puts the property list's body under them.
export { AgencyCard } from './components/agency-card';
export { AgencyMissing } from './components/agency-missing';
export { agencyPagePath, isMissingAgency, useAgencyPage } from './api/get-agency-page';
export { useAgencyPageT } from './texts';
