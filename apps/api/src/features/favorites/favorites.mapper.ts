import type { AdminFavorite } from '@estate/contracts';
import { imageUrls } from '../../lib/images/advert-images';
import type { FileStorage } from '../../lib/storage';
import type { AdminFavoriteRow } from './favorites.repository';

export const toAdminFavorite = (row: AdminFavoriteRow, storage: FileStorage): AdminFavorite => ({
  id: row.advert_id,
  favoriId: row.favori_id,
  advertId: row.advert_id,
  title: row.title,
  slug: row.slug,
  districtName: row.district_name,
  cityName: row.city_name,
  price: Number(row.price),
  url: row.image_key ? imageUrls(storage, row.image_key).card : null,
  categoryName: row.category_name,
  advertTypeName: row.advert_type_name,
  createAt: new Date(row.created_at).toISOString(),
});
