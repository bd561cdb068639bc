import {
  CARD_IMAGE_SIZES,
  CARD_PHONE_MEDIA,
  CARD_PHONE_SIZES,
  CARD_WIDER_MEDIA,
  phoneCardSrcSet,
} from '@estate/contracts/pictures';
import { escapeHtml } from './head-tags';

interface CardPicture {
  url?: string | null;
  srcSet?: string | null;
}

/**
 * Preloads of the first card's picture of a list answered into the page (the property list's
 * largest paint, docs/product.md#first-load): the same candidate the card will pick, one link
 * for phones and one for wider screens, so it is fetched with the HTML, not after the scripts.
 */
export function firstCardPreloads(listAnswer: string | undefined): string[] {
  let first: CardPicture | undefined;
  try {
    first = (JSON.parse(listAnswer ?? 'null') as { content?: CardPicture[] } | null)?.content?.[0];
  } catch {
    return [];
  }
  if (!first?.url) return [];
  const link = (attributes: string) =>
    `<link rel="preload" as="image" ${attributes} fetchpriority="high">`;
  if (!first.srcSet) return [link(`href="${escapeHtml(first.url)}"`)];
  const picture = (media: string, srcset: string, sizes: string) =>
    link(`media="${media}" imagesrcset="${escapeHtml(srcset)}" imagesizes="${escapeHtml(sizes)}"`);
  const phone = phoneCardSrcSet(first.srcSet);
  if (!phone) return [picture('all', first.srcSet, CARD_IMAGE_SIZES)];
  return [
    picture(CARD_PHONE_MEDIA, phone, CARD_PHONE_SIZES),
    picture(CARD_WIDER_MEDIA, first.srcSet, CARD_IMAGE_SIZES),
  ];
}
