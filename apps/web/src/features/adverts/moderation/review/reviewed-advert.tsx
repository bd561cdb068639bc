import type { AdvertDetail } from '@estate/contracts';
import { AdvertGallery } from '../../pictures';
import { AdvertLocation, PropertyFacts } from '../../public';
import { pricePerArea, priceText } from '../../shared';
import { Icon } from '../../../../components/icon/icon';
import { useModerationT } from '../texts';

/**
 * The advert as the public will see it once approved: the advert page's heading, pictures,
 * description, details and place (its parts, without the visitor's buttons and forms).
 */
export function ReviewedAdvert({ detail }: { detail: AdvertDetail }) {
  const { advert, imges, values, place } = detail;
  const t = useModerationT();
  return (
    <article className="advert-detail advert-review__advert" aria-label={t('review.advert')}>
      <header className="advert-detail__header">
        <div className="advert-detail__heading">
          <p className="advert-detail__tags">
            <span className="advert-detail__tag advert-detail__tag--type">
              {advert.advertTypeName}
            </span>
            <span className="advert-detail__tag">{advert.categoryName}</span>
          </p>
          <h2 className="advert-detail__title">{advert.title}</h2>
          <p className="advert-detail__place">
            <Icon name="geo-alt" className="me-1" />
            {advert.districtName}, {advert.cityName}, {advert.countryName}
          </p>
        </div>
        <div className="advert-detail__aside">
          <p className="advert-detail__price">
            {priceText(advert)}
            {pricePerArea(advert) ? (
              <span className="advert-detail__per-area">{pricePerArea(advert)}</span>
            ) : null}
          </p>
        </div>
      </header>
      <div className="advert-detail__gallery">
        <AdvertGallery title={advert.title} images={imges} />
      </div>
      <section className="detail-section" aria-labelledby="review-description-title">
        <h3 id="review-description-title" className="detail-section__title">
          {t('review.description')}
        </h3>
        <p className="advert-detail__text">{advert.description}</p>
      </section>
      <section className="detail-section" aria-labelledby="review-details-title">
        <h3 id="review-details-title" className="detail-section__title">
          {t('review.details')}
        </h3>
        <PropertyFacts advert={advert} values={values} />
      </section>
      <section className="detail-section" aria-labelledby="review-location-title">
        <h3 id="review-location-title" className="detail-section__title">
          {t('review.location')}
        </h3>
        <AdvertLocation advert={advert} place={place} />
      </section>
    </article>
  );
}
