import type { AdvertDetail } from '@estate/contracts';
import type { FileStorage } from '../../lib/storage';
import type { createAdvertReads } from './advert-reads.repository';
import { toAdvert, toAdvertImage, toPriceChange, toPropertyValue } from './advert.mapper';
import type { Viewer } from './search-filters';

/** The advert page's parts by slug, whatever the advert's status (the caller decides). */
export const advertPageReader =
  (adverts: ReturnType<typeof createAdvertReads>, storage: FileStorage) =>
  async (slug: string, viewer?: Viewer) => {
    const found = await adverts.page(slug, viewer?.id);
    if (!found) return undefined;
    const detail: AdvertDetail = {
      advert: toAdvert(found.row, storage, viewer !== undefined),
      imges: found.images.map((image) => toAdvertImage(image, storage)),
      values: found.values.map(toPropertyValue),
      place: found.place,
      priceHistory: found.priceHistory.map(toPriceChange),
    };
    return { row: found.row, detail };
  };
