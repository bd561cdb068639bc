/** The web site details' public surface: their routes, and reading them for other features. */
export { webSiteRoutes } from './web-site.routes';
export { createWebSiteRepository, type WebSiteRepository } from './web-site.repository';
