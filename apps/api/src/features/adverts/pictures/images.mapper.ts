import type { AdvertImageRecord } from '@estate/contracts';
import { imageUrls } from '../../../lib/images';
import type { FileStorage } from '../../../lib/storage';
import type { ImageRow } from './images.repository';

/** A picture row as the pictures API answers it; the storage key itself never leaves. */
export function toImageRecord(row: ImageRow, storage: FileStorage): AdvertImageRecord {
  const urls = imageUrls(storage, row.storageKey);
  return {
    id: row.id,
    advertId: row.advertId,
    name: row.name,
    url: urls.gallery,
    thumbUrl: urls.thumb,
    cardUrl: urls.card,
    width: row.width,
    height: row.height,
    sizeBytes: row.sizeBytes,
    featured: row.featured,
    seq: row.seq,
    createAt: row.createdAt.toISOString(),
    waiting: row.waiting,
  };
}
