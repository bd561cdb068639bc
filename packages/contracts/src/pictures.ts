// No zod in this module: the advert page imports these, and with "sideEffects": false the bundler
// then leaves the schema modules (and zod) out of the page's code.

/**
 * The advert page's main picture: its `sizes` and widest variant. The server preloads the same
 * candidate the page will pick, so the two must agree.
 */
export const GALLERY_IMAGE_SIZES =
  '(min-width: 1400px) 832px, (min-width: 1200px) 712px, (min-width: 992px) 603px, (min-width: 768px) 696px, (min-width: 576px) 516px, calc(100vw - 1.5rem)';
export const GALLERY_MAX_WIDTH = 1280;
export const CARD_IMAGE_WIDTH = 480;

/** The srcset of the main picture: the card variant and the gallery variant at its real width. */
export const galleryImageSrcSet = (image: { cardUrl: string; url: string; width: number }) =>
  `${image.cardUrl} ${CARD_IMAGE_WIDTH}w, ${image.url} ${Math.min(image.width, GALLERY_MAX_WIDTH)}w`;

/** Card widths in the grids: 1 column on phones, 2 from md, 3 from xl. */
export const CARD_IMAGE_SIZES = '(min-width: 1200px) 380px, (min-width: 768px) 50vw, 100vw';

/**
 * Phones (below sm) show one card across the fluid container: `100vw - 1.5rem` wide, at most
 * 551 px. There the card variant (480w) is the largest source offered: the 1280w gallery variant
 * would be picked at any density above 1.3 and cost several times the bytes for no visible gain.
 */
export const CARD_PHONE_MEDIA = '(max-width: 575.98px)';
export const CARD_WIDER_MEDIA = '(min-width: 576px)';
export const CARD_PHONE_SIZES = 'calc(100vw - 1.5rem)';

/** The srcset's entries no wider than `maxWidth` (by their `w` descriptor). */
export function srcSetUpTo(srcSet: string, maxWidth: number): string {
  return srcSet
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => {
      const width = /\s(\d+)w$/.exec(entry);
      return width !== null && Number(width[1]) <= maxWidth;
    })
    .join(', ');
}

/** A card picture's srcset on phones: never wider than the card variant. */
export const phoneCardSrcSet = (srcSet: string) => srcSetUpTo(srcSet, CARD_IMAGE_WIDTH);
