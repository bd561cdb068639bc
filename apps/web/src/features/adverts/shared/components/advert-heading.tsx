import type { AdvertDetail } from '@estate/contracts';
import type { ReactNode } from 'react';
import { Icon } from '../../../../components/icon/icon';
import { pricePerArea, priceText } from '../price';

interface AdvertHeadingProps {
  advert: AdvertDetail['advert'];
  /** The public page's title is its h1; on the review page it sits under the page's own h1. */
  titleLevel: 'h1' | 'h2';
  /** Under the place, e.g. the listed and updated dates. */
  underPlace?: ReactNode;
  /** Inside the price line, after the price per area, e.g. the price in another currency. */
  besidePrice?: ReactNode;
  /** Under the price, e.g. the visitor's favourite and compare buttons. */
  children?: ReactNode;
}

/**
 * The head of an advert as the public sees it: its type and category badges, title, place and
 * price. The advert page and the moderation review page show it the same way.
 */
export function AdvertHeading(props: AdvertHeadingProps) {
  const { advert, titleLevel: Title } = props;
  const perArea = pricePerArea(advert);
  return (
    <header className="advert-detail__header">
      <div className="advert-detail__heading">
        <p className="advert-detail__tags">
          <span className="advert-detail__tag advert-detail__tag--type">
            {advert.advertTypeName}
          </span>
          <span className="advert-detail__tag">{advert.categoryName}</span>
        </p>
        <Title className="advert-detail__title">{advert.title}</Title>
        <p className="advert-detail__place">
          <Icon name="geo-alt" className="me-1" />
          {advert.districtName}, {advert.cityName}, {advert.countryName}
        </p>
        {props.underPlace}
      </div>
      <div className="advert-detail__aside">
        <p className="advert-detail__price">
          {priceText(advert)}
          {perArea ? <span className="advert-detail__per-area">{perArea}</span> : null}
          {props.besidePrice}
        </p>
        {props.children}
      </div>
    </header>
  );
}
