import type { WebSite } from '@estate/contracts';

/** The logo link's name: "<site name>, home", or plain "Home" until the details arrive. */
export const homeLinkLabel = (site: WebSite | undefined) =>
  site ? `${site.siteName}, home` : 'Home';
