export { homeLinkLabel } from './home-link-label';
export { WebSitePage } from './components/web-site-page';
