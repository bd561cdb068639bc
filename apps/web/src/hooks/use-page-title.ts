import { useEffect } from 'react';
import { DEFAULT_SITE_DETAILS } from '../lib/site';

/**
 * Names the browser tab after the page, so history and screen readers say where one is.
 * `undefined` gives the site's own title (home); `null` leaves the title alone (a section).
 */
export function usePageTitle(title: string | null | undefined): void {
  useEffect(() => {
    if (title === null) return;
    const site = DEFAULT_SITE_DETAILS.siteName;
    document.title = title ? `${title} | ${site}` : `${site} — ${DEFAULT_SITE_DETAILS.tagline}`;
  }, [title]);
}
