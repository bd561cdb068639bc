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
