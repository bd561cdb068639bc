import { registerPageTexts } from '../../i18n';
import english from '../../i18n/locales/en/web-site.json';

/**
 * The Web Site page's texts (docs/i18n.md): they load with the page's own chunk, Turkish only for
 * Turkish readers. The header's home link label (home-link-label.ts) is the shell's, not these.
 */
export const useWebSiteT = registerPageTexts(
  'webSite',
  english,
  () => import('../../i18n/locales/tr/web-site.json'),
);
