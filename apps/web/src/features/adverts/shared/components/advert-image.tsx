import {
  CARD_IMAGE_SIZES,
  CARD_IMAGE_WIDTH,
  CARD_PHONE_MEDIA,
  CARD_PHONE_SIZES,
  phoneCardSrcSet,
} from '@estate/contracts/pictures';
import { useT } from '../../../../i18n';

/** The card image's box: the API's card variant is 480 × 320 (3:2). */
const CARD_IMAGE_HEIGHT = 320;

interface AdvertImageProps {
  url: string | null;
  srcSet: string | null;
  /** The advert title: the image's alt text. */
  alt: string;
  /** Above the fold: load at once instead of lazily. */
  eager?: boolean;
}

/**
 * The advert's featured image (the server preloads the first card's the same way, see
 * `@estate/contracts/pictures`), or a drawn placeholder when it has none (docs/product.md#pictures).
 */
export function AdvertImage({ url, srcSet, alt, eager = false }: AdvertImageProps) {
  if (!url) return <AdvertImagePlaceholder label={alt} />;
  const phoneSrcSet = srcSet ? phoneCardSrcSet(srcSet) : '';
  const image = (
    <img
      className="advert-card__image"
      src={url}
      srcSet={srcSet ?? undefined}
      sizes={srcSet ? CARD_IMAGE_SIZES : undefined}
      alt={alt}
      width={CARD_IMAGE_WIDTH}
      height={CARD_IMAGE_HEIGHT}
      loading={eager ? 'eager' : 'lazy'}
      // Above the fold the first cards' pictures are the page's largest paint: fetch them first.
      fetchPriority={eager ? 'high' : undefined}
      decoding="async"
    />
  );
  if (!phoneSrcSet) return image;
  return (
    <picture className="advert-card__picture">
      <source media={CARD_PHONE_MEDIA} srcSet={phoneSrcSet} sizes={CARD_PHONE_SIZES} />
      {image}
    </picture>
  );
}

/** A quiet house drawing in the image's place; no network request. */
export function AdvertImagePlaceholder({ label }: { label: string }) {
  const t = useT();
  return (
    <svg
      className="advert-card__image advert-card__image--placeholder"
      viewBox={`0 0 ${CARD_IMAGE_WIDTH} ${CARD_IMAGE_HEIGHT}`}
      width={CARD_IMAGE_WIDTH}
      height={CARD_IMAGE_HEIGHT}
      role="img"
      aria-label={label}
      data-testid="advert-image-placeholder"
      preserveAspectRatio="xMidYMid slice"
    >
      <rect width="480" height="320" fill="#e6f4f1" />
      <path d="M0 250h480v70H0z" fill="#d2ebe6" />
      <g fill="none" stroke="#7bb8ad" strokeWidth="6" strokeLinejoin="round" strokeLinecap="round">
        <path d="M170 170 240 112l70 58" />
        <path d="M186 158v82h108v-82" />
        <path d="M226 240v-42h28v42" />
        <path d="M276 126v-22h14v34" />
      </g>
      <text
        x="240"
        y="284"
        textAnchor="middle"
        fill="#3f7f74"
        fontFamily="system-ui, sans-serif"
        fontSize="18"
        fontWeight="600"
      >
        {t('shell.noPhoto')}
      </text>
    </svg>
  );
}
