import english from './locales/en/member.json';
import { registerPageTexts } from './page-texts';

/**
 * The member's own dashboard pages (favourites, price-drop e-mails, saved searches): loaded with
 * those pages, never with the home page (docs/product.md#first-load).
 */
export const useMemberT = registerPageTexts(
  'member',
  english,
  () => import('./locales/tr/member.json'),
);
