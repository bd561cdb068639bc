import type { AdvertImage } from '@estate/contracts';
// The subpath: the advert page's first paint carries no validation library (docs/product.md#first-load).
import { GALLERY_IMAGE_SIZES, galleryImageSrcSet } from '@estate/contracts/pictures';
import { lazy, Suspense, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { ThumbnailSlider } from './thumbnail-slider';
import { Icon } from '../../../../components/icon/icon';
import { useGalleryT } from '../gallery-texts';

interface AdvertGalleryProps {
  title: string;
  images: AdvertImage[];
}

const SWIPE_DISTANCE = 40;
const FullScreenGallery = lazy(() => import('./full-screen-gallery'));

/** The featured picture first, then the others in upload order. */
const ordered = (images: AdvertImage[]) =>
  [...images].sort((a, b) => Number(b.featured) - Number(a.featured));

/** Previous and next, over the picture's sides. */
function GalleryArrows({ onMove }: { onMove: (by: number) => void }) {
  const t = useGalleryT();
  return (
    <>
      <button
        type="button"
        className="gallery__nav gallery__nav--prev"
        aria-label={t('gallery.previous')}
        onClick={() => onMove(-1)}
      >
        <Icon name="chevron-left" />
      </button>
      <button
        type="button"
        className="gallery__nav gallery__nav--next"
        aria-label={t('gallery.next')}
        onClick={() => onMove(1)}
      >
        <Icon name="chevron-right" />
      </button>
    </>
  );
}

/**
 * The large picture with previous/next buttons (also the arrow keys and a swipe) and the
 * thumbnail slider under it; the picture (or its button, or Enter) opens it full screen.
 */
export function AdvertGallery({ title, images }: AdvertGalleryProps) {
  const t = useGalleryT();
  const pictures = ordered(images);
  const [selected, setSelected] = useState(0);
  const swipeStart = useRef<number | null>(null);
  const [fullScreen, setFullScreen] = useState(false);
  const count = pictures.length;
  const current = pictures[Math.min(selected, count - 1)];

  if (!current) {
    return (
      <div className="gallery gallery--empty">
        <Icon name="image" />
        <p className="mb-0">{t('gallery.none')}</p>
      </div>
    );
  }

  const show = (index: number) => setSelected((index + count) % count);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') show(selected - 1);
    else if (event.key === 'ArrowRight') show(selected + 1);
    else if (event.key === 'Enter') setFullScreen(true);
    else return;
    event.preventDefault();
  };
  const onPointerDown = (event: PointerEvent) => {
    swipeStart.current = event.clientX;
  };
  const onPointerUp = (event: PointerEvent) => {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (start === null) return;
    const distance = event.clientX - start;
    if (Math.abs(distance) >= SWIPE_DISTANCE) show(selected + (distance < 0 ? 1 : -1));
    // A tap on the picture itself (not a swipe, not a button) opens it full screen.
    else if (event.target instanceof HTMLImageElement) setFullScreen(true);
  };

  return (
    <section className="gallery" aria-roledescription="carousel" aria-label={t('gallery.pictures')}>
      <div
        className="gallery__stage"
        role="group"
        tabIndex={0}
        aria-label={t('gallery.stage', { number: selected + 1, count })}
        onKeyDown={onKeyDown}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (swipeStart.current = null)}
      >
        <img
          key={current.id}
          className="gallery__image"
          src={current.url}
          // The same srcset and sizes as the server's <link rel="preload"> for the first picture.
          srcSet={galleryImageSrcSet(current)}
          sizes={GALLERY_IMAGE_SIZES}
          width={current.width}
          height={current.height}
          alt={t('gallery.alt', { title, number: selected + 1, count })}
          fetchPriority={selected === 0 ? 'high' : undefined}
          draggable={false}
        />
        {count > 1 ? <GalleryArrows onMove={(by) => show(selected + by)} /> : null}
        <button
          type="button"
          className="gallery__full-screen"
          aria-label={t('gallery.fullScreen')}
          onClick={() => setFullScreen(true)}
        >
          <Icon name="arrows-fullscreen" />
        </button>
        <span className="gallery__counter" aria-live="polite">
          {selected + 1} / {count}
        </span>
      </div>
      {count > 1 ? <ThumbnailSlider images={pictures} selected={selected} onSelect={show} /> : null}
      {fullScreen ? (
        <Suspense fallback={null}>
          <FullScreenGallery
            title={title}
            pictures={pictures}
            index={selected}
            onIndex={setSelected}
            onClose={() => setFullScreen(false)}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
