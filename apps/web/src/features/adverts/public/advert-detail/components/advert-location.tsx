import type { Advert, AdvertPlace } from '@estate/contracts';
import { useMemo } from 'react';
import { Icon } from '../../../../../components/icon/icon';
import { areaMapOf } from '../map/area-map';
import { AreaMap } from './area-map';
import { useAdvertT } from '../texts';

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
  const t = useAdvertT();
  // One object per place and names, so the map is not redrawn when the rest of the advert changes.
  const map = useMemo(
    () => areaMapOf(place, { countryName, cityName, districtName }),
    [place, countryName, cityName, districtName],
  );
  const area = [districtName, cityName, countryName].join(', ');
  const search = `https://www.openstreetmap.org/search?query=${encodeURIComponent(area)}`;
  const rows: Array<[string, string]> = [
    [t('country'), countryName],
    [t('city'), cityName],
    [t('district'), districtName],
  ];
  // The owner's address text, unless it only repeats the area.
  const address = advert.location.trim();
  if (address && address.toLowerCase() !== area.toLowerCase()) rows.push([t('address'), address]);

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
          {t('seeOnMap', { district: districtName, city: cityName })}
          <span className="visually-hidden">{t('newTab')}</span>
        </a>
      </div>
    </>
  );
}
