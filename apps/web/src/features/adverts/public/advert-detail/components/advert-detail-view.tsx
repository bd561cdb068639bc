import type { AdvertPage } from '@estate/contracts';
import { useDeferredValue } from 'react';
import Container from 'react-bootstrap/Container';
import { Link } from 'react-router';
import { CompareTick } from '../../../../compare-tray';
import { ConvertedPrice } from '../../../../exchange-rates';
import { HeartButton } from '../../../../favorites';
import { AdvertHeading, isRent, listedText, updatedText } from '../../../shared';
import { AdvertGallery } from '../../../pictures';
import { MortgageCalculator } from '../mortgage/mortgage-calculator';
import { AdvertContactSlot } from './advert-contact-slot';
import { AdvertLocation } from './advert-location';
import { PriceHistory } from './price-history';
import { PropertyFacts } from './property-facts';
import { NearbyHomes, SimilarHomes } from './similar-homes';
import { paths } from '../../../../../lib/paths';
import { useAdvertT } from '../texts';

/** Everything the advert detail page shows (docs/product.md#public-site). */
export function AdvertDetailView({ detail }: { detail: AdvertPage }) {
  const { advert, imges, values, place } = detail;
  // The heading and the picture (the largest paint) come first; the rest renders right after in
  // an interruptible pass, so the first paint is not held up by one long task.
  const complete = useDeferredValue(true, false);
  const t = useAdvertT();
  return (
    <Container className="advert-detail">
      <nav aria-label={t('breadcrumb')}>
        <ol className="crumbs">
          <li>
            <Link to={paths.home()}>{t('home')}</Link>
          </li>
          <li>
            <Link to={paths.properties()}>{t('properties')}</Link>
          </li>
          <li aria-current="page">{advert.title}</li>
        </ol>
      </nav>

      <AdvertHeading
        advert={advert}
        titleLevel="h1"
        underPlace={
          <p className="advert-detail__dates">
            <span>{listedText(advert.createAt)}</span>
            {updatedText(advert) ? <span>{updatedText(advert)}</span> : null}
          </p>
        }
        besidePrice={
          <ConvertedPrice
            price={advert.price}
            currency={advert.currency}
            className="advert-detail__converted"
          />
        }
      >
        <HeartButton advert={advert} />
        <CompareTick advert={advert} />
        <PriceHistory history={detail.priceHistory} currency={detail.advert.currency} />
      </AdvertHeading>

      <div className="advert-detail__body">
        <div className="advert-detail__gallery">
          <AdvertGallery title={advert.title} images={imges} />
        </div>

        {complete ? (
          <>
            <section
              className="detail-section advert-detail__description"
              aria-labelledby="description-title"
            >
              <h2 id="description-title" className="detail-section__title">
                {t('description')}
              </h2>
              <p className="advert-detail__text">{advert.description}</p>
            </section>

            <AdvertContactSlot advert={advert} />

            <section
              className="detail-section advert-detail__details"
              aria-labelledby="details-title"
            >
              <h2 id="details-title" className="detail-section__title">
                {t('propertyDetails')}
              </h2>
              <PropertyFacts advert={advert} values={values} />
            </section>

            <section
              className="detail-section advert-detail__location"
              aria-labelledby="location-title"
            >
              <h2 id="location-title" className="detail-section__title">
                {t('location')}
              </h2>
              <AdvertLocation advert={advert} place={place} />
            </section>
          </>
        ) : null}
      </div>
      {complete ? (
        <>
          {/* Keyed: another advert opened in the same page starts from its own price. */}
          {isRent(advert) ? null : <MortgageCalculator key={advert.id} advert={advert} />}
          <SimilarHomes homes={detail.similar} scope={detail.similarScope} advert={advert} />
          <NearbyHomes homes={detail.nearby} />
        </>
      ) : null}
    </Container>
  );
}
