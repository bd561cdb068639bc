import type { Advert } from '@estate/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CompareTick } from '../../../compare-tray';
import { HeartButton } from '../../../favorites';
import { formatPrice, truncateTitle } from '../format';
import { listedText, updatedText } from '../listed';
import { factsText, pricePerArea, priceText } from '../price';
import { AdvertImage } from './advert-image';
import { Icon } from '../../../../components/icon/icon';
import { paths } from '../../../../lib/paths';
import { useT } from '../../../../i18n';
import { ConvertedPrice } from '../../../exchange-rates';

/** What the card reads of an advert (list items, popular adverts). */
export type CardAdvert = Pick<
  Advert,
  | 'id'
  | 'slug'
  | 'title'
  | 'price'
  | 'url'
  | 'srcSet'
  | 'cityName'
  | 'districtName'
  | 'advertTypeName'
  | 'categoryName'
  | 'favory'
> &
  Partial<Pick<Advert, 'currency' | 'facts' | 'reducedFrom' | 'createAt' | 'updateAt'>>;

interface AdvertCardProps {
  advert: CardAdvert;
  /** Above the fold: load the image at once. */
  eager?: boolean;
  /** Replaces the heart (the favourites page asks before removing one). */
  heart?: ReactNode;
  /** Notes under the price (the favourites page's price change, say). */
  children?: ReactNode;
}

/**
 * The advert card (docs/product.md#public-site): image or placeholder, title cut to 40 characters,
 * city and district, price in dollars with cents, the favourite heart and one link to the detail
 * page that covers the whole card (the heart stays a separate button above it).
 */
export function AdvertCard({ advert, eager = false, heart, children }: AdvertCardProps) {
  const t = useT();
  return (
    <article className="advert-card">
      <div className="advert-card__media">
        <AdvertImage url={advert.url} srcSet={advert.srcSet} alt={advert.title} eager={eager} />
        <ul className="advert-card__badges" aria-label={t('adverts.typeAndCategory')}>
          <li className="advert-card__badge advert-card__badge--type">{advert.advertTypeName}</li>
          <li className="advert-card__badge">{advert.categoryName}</li>
        </ul>
        {heart ?? <HeartButton advert={advert} className="advert-card__heart" />}
        <CompareTick advert={advert} className="advert-card__compare" />
      </div>
      <div className="advert-card__body">
        <h3 className="advert-card__title">
          <Link
            to={paths.property(advert.slug)}
            className="advert-card__link stretched-link"
            title={advert.title}
          >
            {truncateTitle(advert.title)}
          </Link>
        </h3>
        <p className="advert-card__place">
          <Icon name="geo-alt" />
          <span>
            {advert.districtName}, {advert.cityName}
          </span>
        </p>
        {advert.createAt ? (
          <p className="advert-card__listed">
            {[
              listedText(advert.createAt),
              updatedText({ createAt: advert.createAt, updateAt: advert.updateAt }),
            ]
              .filter(Boolean)
              .join(' · ')}
          </p>
        ) : null}
        {factsText(advert.facts) ? (
          <p className="advert-card__facts">{factsText(advert.facts)}</p>
        ) : null}
        <p className="advert-card__price">
          {priceText(advert)}
          {pricePerArea(advert) ? (
            <span className="advert-card__per-area">{pricePerArea(advert)}</span>
          ) : null}
          {advert.reducedFrom ? (
            <ReducedMark from={advert.reducedFrom} currency={advert.currency} />
          ) : null}
        </p>
        <ConvertedPrice
          price={advert.price}
          currency={advert.currency}
          className="advert-card__converted"
        />
        {children}
      </div>
    </article>
  );
}

/** The list's mark of a price whose last change was a drop (docs/product.md#price-watch). */
function ReducedMark({ from, currency }: { from: number; currency?: string }) {
  const t = useT();
  const price = formatPrice(from, currency);
  return (
    <span className="advert-card__reduced" title={t('adverts.reducedFrom', { price })}>
      <Icon name="arrow-down" />
      {t('adverts.reduced')}
      <span className="visually-hidden">{t('adverts.reducedFromHidden', { price })}</span>
    </span>
  );
}

/** A card's shape while its data loads. */
export function AdvertCardSkeleton() {
  return (
    <div className="advert-card advert-card--skeleton" aria-hidden="true">
      <div className="advert-card__media skeleton" />
      <div className="advert-card__body">
        <div className="skeleton skeleton--line w-75" />
        <div className="skeleton skeleton--line w-50" />
        <div className="skeleton skeleton--line skeleton--price w-25" />
      </div>
    </div>
  );
}
