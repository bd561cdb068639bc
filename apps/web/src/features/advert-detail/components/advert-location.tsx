import type { Advert } from '@estate/contracts';
import { Icon } from '../../../components/icon/icon';

interface AdvertLocationProps {
  advert: Pick<Advert, 'countryName' | 'cityName' | 'districtName' | 'location'>;
}

/**
 * Where the property is. Adverts carry no coordinates and this app has no geocoder, so instead of
 * a map with a guessed pin it shows the address and a search link to OpenStreetMap, which loads
 * nothing until followed. See docs/decisions/web-map.md.
 */
export function AdvertLocation({ advert }: AdvertLocationProps) {
  const area = [advert.districtName, advert.cityName, advert.countryName].join(', ');
  const search = `https://www.openstreetmap.org/search?query=${encodeURIComponent(area)}`;
  const rows: Array<[string, string]> = [
    ['Country', advert.countryName],
    ['City', advert.cityName],
    ['District', advert.districtName],
  ];
  // The owner's address text, unless it only repeats the area.
  const address = advert.location.trim();
  if (address && address.toLowerCase() !== area.toLowerCase()) rows.push(['Address', address]);

  return (
    <div className="location-card">
      <div className="location-card__pin" aria-hidden="true">
        <Icon name="geo-alt-fill" />
      </div>
      <dl className="location-card__list">
        {rows.map(([name, value]) => (
          <div key={name}>
            <dt>{name}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <a className="btn btn-outline-primary btn-sm" href={search} target="_blank" rel="noreferrer">
        <Icon name="map" className="me-1" />
        See {advert.districtName}, {advert.cityName} on OpenStreetMap
        <span className="visually-hidden"> (opens in a new tab)</span>
      </a>
    </div>
  );
}
