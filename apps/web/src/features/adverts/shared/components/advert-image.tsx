/** The card image's box: the API's card variant is 480 × 320 (3:2). */
export const CARD_IMAGE_WIDTH = 480;
export const CARD_IMAGE_HEIGHT = 320;

/** Card widths in the grids: 1 column on phones, 2 from md, 3 from xl. */
const CARD_SIZES = '(min-width: 1200px) 380px, (min-width: 768px) 50vw, 100vw';

/**
 * Phones (below sm) show one card across the fluid container: `100vw - 1.5rem` wide, at most
 * 551 px. There the card variant (480w) is the largest source offered: the 1280w gallery variant
 * would be picked at any density above 1.3 and cost several times the bytes for no visible gain.
 */
const PHONE_MEDIA = '(max-width: 575.98px)';
const PHONE_SIZES = 'calc(100vw - 1.5rem)';
const PHONE_MAX_SOURCE_WIDTH = CARD_IMAGE_WIDTH;

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

interface AdvertImageProps {
  url: string | null;
  srcSet: string | null;
  /** The advert title: the image's alt text. */
  alt: string;
  /** Above the fold: load at once instead of lazily. */
  eager?: boolean;
}

/**
 * The advert's featured image, or a drawn placeholder when it has none (docs/product.md#pictures).
 */
export function AdvertImage({ url, srcSet, alt, eager = false }: AdvertImageProps) {
  if (!url) return <AdvertImagePlaceholder label={alt} />;
  const phoneSrcSet = srcSet ? srcSetUpTo(srcSet, PHONE_MAX_SOURCE_WIDTH) : '';
  const image = (
    <img
      className="advert-card__image"
      src={url}
      srcSet={srcSet ?? undefined}
      sizes={srcSet ? CARD_SIZES : undefined}
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
      <source media={PHONE_MEDIA} srcSet={phoneSrcSet} sizes={PHONE_SIZES} />
      {image}
    </picture>
  );
}

/** A quiet house drawing in the image's place; no network request. */
export function AdvertImagePlaceholder({ label }: { label: string }) {
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
        No photo yet
      </text>
    </svg>
  );
}
