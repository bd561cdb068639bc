import type { AdvertImage } from '@estate/contracts';
import { useCallback, useEffect, useRef, useState, type CSSProperties } from 'react';
import { useItemsPerView } from '../hooks/use-items-per-view';
import { Icon } from '../../../../components/icon/icon';
import { useGalleryT } from '../gallery-texts';

interface ThumbnailSliderProps {
  images: AdvertImage[];
  selected: number;
  onSelect: (index: number) => void;
}

/**
 * The gallery's thumbnails: 3, 5 or 6 in view by window width (docs/product.md#constants). The
 * track is a native horizontal scroller, so touch swipes and trackpads work as usual; the arrows
 * page it.
 */
export function ThumbnailSlider({ images, selected, onSelect }: ThumbnailSliderProps) {
  const t = useGalleryT();
  const perView = useItemsPerView();
  const trackRef = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState({ atStart: true, atEnd: true });
  const scrollable = images.length > perView;

  const measure = useCallback(() => {
    const track = trackRef.current;
    if (!track) return;
    const atStart = track.scrollLeft <= 1;
    const atEnd = track.scrollLeft + track.clientWidth >= track.scrollWidth - 1;
    setEdges((e) => (e.atStart === atStart && e.atEnd === atEnd ? e : { atStart, atEnd }));
  }, []);

  useEffect(() => {
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [measure, perView, images.length]);

  // Keeps the selected thumbnail in view without scrolling the page.
  useEffect(() => {
    const track = trackRef.current;
    const item = track?.children[selected] as HTMLElement | undefined;
    if (!track || !item) return;
    const left = item.offsetLeft - track.offsetLeft;
    if (left < track.scrollLeft || left + item.offsetWidth > track.scrollLeft + track.clientWidth) {
      track.scrollTo?.({ left, behavior: 'smooth' });
    }
  }, [selected]);

  const page = (direction: 1 | -1) => {
    const track = trackRef.current;
    if (!track) return;
    track.scrollBy?.({ left: direction * track.clientWidth, behavior: 'smooth' });
  };

  return (
    <div
      className="thumb-slider"
      data-per-view={perView}
      style={{ '--per-view': perView } as CSSProperties}
    >
      {scrollable ? (
        <button
          type="button"
          className="thumb-slider__arrow thumb-slider__arrow--prev"
          aria-label={t('gallery.previousThumbnails')}
          disabled={edges.atStart}
          onClick={() => page(-1)}
        >
          <Icon name="chevron-left" />
        </button>
      ) : null}
      <ul
        ref={trackRef}
        className="thumb-slider__track"
        aria-label={t('gallery.thumbnails')}
        onScroll={measure}
      >
        {images.map((image, index) => (
          <li key={image.id} className="thumb-slider__item">
            <button
              type="button"
              className={`thumb-slider__thumb${index === selected ? ' is-selected' : ''}`}
              aria-label={t('gallery.show', { number: index + 1, count: images.length })}
              aria-current={index === selected ? 'true' : undefined}
              onClick={() => onSelect(index)}
            >
              <img src={image.thumbUrl} alt="" width={160} height={107} loading="lazy" />
            </button>
          </li>
        ))}
      </ul>
      {scrollable ? (
        <button
          type="button"
          className="thumb-slider__arrow thumb-slider__arrow--next"
          aria-label={t('gallery.nextThumbnails')}
          disabled={edges.atEnd}
          onClick={() => page(1)}
        >
          <Icon name="chevron-right" />
        </button>
      ) : null}
    </div>
  );
}
