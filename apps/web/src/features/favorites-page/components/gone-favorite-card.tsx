import type { GoneAdvert } from '@estate/contracts';
import type { ReactNode } from 'react';
import { AdvertImage, formatPrice } from '../../adverts';
import { useMemberT } from '../../../i18n/member-texts';

/**
 * A favourite whose advert is no longer public (docs/product.md#favourites): only what was last
 * public of it (title, price, the picture featured then, or the placeholder), marked "No longer
 * available", with no link (its page is gone for everyone but its owner) and the heart to remove it.
 */
export function GoneFavoriteCard({ advert, heart }: { advert: GoneAdvert; heart: ReactNode }) {
  const t = useMemberT();
  const gone = t('favorites.gone');
  return (
    <article className="advert-card advert-card--gone" aria-label={advert.title ?? gone}>
      <div className="advert-card__media">
        <AdvertImage url={advert.imageUrl} srcSet={null} alt={advert.title ?? gone} />
        <span className="my-favorites__gone-badge">{gone}</span>
        {heart}
      </div>
      <div className="advert-card__body">
        {advert.title ? (
          <h3 className="advert-card__title" title={advert.title}>
            {advert.title}
          </h3>
        ) : null}
        {advert.price !== null ? (
          <p className="advert-card__price">
            {formatPrice(advert.price, advert.currency ?? undefined)}
          </p>
        ) : null}
        {advert.title ? <p className="my-favorites__gone-note">{t('favorites.goneNote')}</p> : null}
      </div>
    </article>
  );
}
