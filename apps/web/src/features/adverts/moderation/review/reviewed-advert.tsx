import type { AdvertDetail } from '@estate/contracts';
import { AdvertGallery } from '../../pictures';
import { AdvertLocation, PropertyFacts } from '../../public';
import { AdvertHeading } from '../../shared';
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
      <AdvertHeading advert={advert} titleLevel="h2" />
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
