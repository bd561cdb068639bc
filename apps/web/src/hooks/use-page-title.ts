import { useEffect } from 'react';
import { useWebSite } from '../lib/web-site';

/**
 * Names the browser tab after the page, so history and screen readers say where one is.
 * `undefined` gives the site's own title (home); `null` leaves the title alone (a section).
 */
export function usePageTitle(title: string | null | undefined): void {
  const site = useWebSite();
  useEffect(() => {
    // Until the site details arrive the server's title stays (it already names the site).
    if (title === null || !site) return;
    document.title = title ? `${title} | ${site.siteName}` : `${site.siteName} — ${site.tagline}`;
  }, [title, site]);
}
