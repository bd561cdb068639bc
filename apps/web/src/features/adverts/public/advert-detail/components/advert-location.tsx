import type { Advert, AdvertPlace } from '@estate/contracts';
import { useMemo } from 'react';
import { Icon } from '../../../../../components/icon/icon';
import { areaMapOf } from '../map/area-map';
import { AreaMap } from './area-map';

interface AdvertLocationProps {
  advert: Pick<Advert, 'countryName' | 'cityName' | 'districtName' | 'location'>;
  place: AdvertPlace | null;
}

/**
 * Where the property is: a map of its district (or city) when the API knows the area's centre,
 * and always the address with a search link to OpenStreetMap, which reads without network.
 * See docs/decisions/0009-web-map.md.
 */
export function AdvertLocation({ advert, place }: AdvertLocationProps) {
  const { countryName, cityName, districtName } = advert;
  // One object per place and names, so the map is not redrawn when the rest of the advert changes.
  const map = useMemo(
    () => areaMapOf(place, { countryName, cityName, districtName }),
    [place, countryName, cityName, districtName],
  );
  const area = [districtName, cityName, countryName].join(', ');
  const search = `https://www.openstreetmap.org/search?query=${encodeURIComponent(area)}`;
  const rows: Array<[string, string]> = [
    ['Country', countryName],
    ['City', cityName],
    ['District', districtName],
  ];
  // The owner's address text, unless it only repeats the area.
  const address = advert.location.trim();
  if (address && address.toLowerCase() !== area.toLowerCase()) rows.push(['Address', address]);

  return (
    <>
      {map ? <AreaMap area={map} /> : null}
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
        <a
          className="btn btn-outline-primary btn-sm"
          href={search}
          target="_blank"
          rel="noreferrer"
        >
          <Icon name="map" className="me-1" />
          See {districtName}, {cityName} on OpenStreetMap
          <span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      </div>
    </>
  );
}
