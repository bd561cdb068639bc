import type { AdvertImage } from '@estate/contracts';
import Lightbox from 'yet-another-react-lightbox';
import Counter from 'yet-another-react-lightbox/plugins/counter';
import Zoom from 'yet-another-react-lightbox/plugins/zoom';
import 'yet-another-react-lightbox/styles.css';
import 'yet-another-react-lightbox/plugins/counter.css';
import { useGalleryT } from '../gallery-texts';

interface FullScreenGalleryProps {
  title: string;
  pictures: AdvertImage[];
  index: number;
  onIndex: (index: number) => void;
  onClose: () => void;
}

/**
 * The advert's pictures over the whole screen (docs/product.md#pictures): swipe, the arrow
 * keys and Escape, a counter and pinch or button zoom, from a kept library. Loaded only when opened, so the page's first load does
 * not carry it.
 */
export default function FullScreenGallery({
  title,
  pictures,
  index,
  onIndex,
  onClose,
}: FullScreenGalleryProps) {
  const t = useGalleryT();
  const count = pictures.length;
  // The library fills {index} and {total} of its slide label itself.
  const labels = {
    Lightbox: t('gallery.lightbox', { title }),
    Close: t('gallery.closeFullScreen'),
    Previous: t('gallery.previous'),
    Next: t('gallery.next'),
    'Zoom in': t('gallery.zoomIn'),
    'Zoom out': t('gallery.zoomOut'),
    '{index} of {total}': t('gallery.slide', { index: '{index}', total: '{total}' }),
  };
  return (
    <Lightbox
      open
      close={onClose}
      plugins={[Counter, Zoom]}
      index={index}
      on={{ view: ({ index: shown }) => onIndex(shown) }}
      carousel={{ finite: count < 2 }}
      render={count < 2 ? { buttonPrev: () => null, buttonNext: () => null } : undefined}
      labels={labels}
      zoom={{ maxZoomPixelRatio: 2 }}
      slides={pictures.map((picture, i) => ({
        src: picture.url,
        width: picture.width,
        height: picture.height,
        alt: t('gallery.alt', { title, number: i + 1, count }),
      }))}
    />
  );
}
