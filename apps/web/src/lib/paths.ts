/**
 * Every route of the web app, once (docs/product.md#page-access), kept in the contracts package
 * (packages/contracts/src/site-paths.ts) so the API's e-mails and SEO pages write the same
 * addresses. `ROUTES` holds the patterns as the router nests them (relative to their parent);
 * `paths` builds the absolute addresses that links, navigations and redirects use.
 */
export { SITE_ROUTES as ROUTES, sitePaths as paths } from '@estate/contracts/site-paths';
