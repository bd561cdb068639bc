import type { CountryTimeZones } from '@estate/contracts';
import { DashboardPageHeader } from '../../../components/dashboard-page-header';
import { QueryStatus } from '../../../components/query-status';
import { usePlaceZones } from '../api/place-zones';
import { usePlaceZonesT } from '../texts';
import { ZoneRow } from './zone-row';

function CountryZones({ country }: { country: CountryTimeZones }) {
  const ownZones = country.cities.filter((city) => city.timeZone !== null).length;
  const t = usePlaceZonesT();
  const count = country.cities.length;
  return (
    <section className="panel zone-country" aria-label={country.name}>
      <ZoneRow kind="country" id={country.id} name={country.name} timeZone={country.timeZone} />
      {country.cities.length ? (
        <details className="zone-country__cities">
          <summary>
            {ownZones ? t('citiesOwn', { count, own: ownZones }) : t('cities', { count })}
          </summary>
          {country.cities.map((city) => (
            <ZoneRow
              key={`${city.id}:${city.timeZone ?? ''}`}
              kind="city"
              id={city.id}
              name={city.name}
              timeZone={city.timeZone}
              countryZone={country.timeZone}
            />
          ))}
        </details>
      ) : null}
    </section>
  );
}

/**
 * /dashboard/time-zones: the zone a tour time is told in, per country and, where a country has
 * several, per city (docs/product.md#tour-times).
 */
export function TimeZonesScreen() {
  const zones = usePlaceZones();
  const t = usePlaceZonesT();
  return (
    <>
      <DashboardPageHeader title={t('title')}>{t('lead')}</DashboardPageHeader>
      <QueryStatus query={zones} loadingText="Yükleniyor..." />
      {zones.data?.length === 0 ? (
        <p className="empty-state text-center py-4">{t('none')}</p>
      ) : null}
      {zones.data?.map((country) => (
        <CountryZones key={`${country.id}:${country.timeZone}`} country={country} />
      ))}
    </>
  );
}
