/** What other features may use of the web site details: reading them. */
export { createWebSiteRepository } from './web-site.repository';
