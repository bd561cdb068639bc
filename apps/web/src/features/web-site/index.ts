export { useWebSite, webSiteQueryOptions } from './api/web-site';
export { telHref } from './tel-href';
export { homeLinkLabel } from './home-link-label';
