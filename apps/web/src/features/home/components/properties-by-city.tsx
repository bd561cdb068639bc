import { Link } from 'react-router';
import { LoadErrorPanel } from '../../../components/load-error-panel';
import { propertiesUrl, propertyCount } from '../../adverts';
import { useCitySummaries } from '../api/city-summaries';
import { HomeSection } from './home-section';
import { useT } from '../../../i18n';
import { Icon } from '../../../components/icon/icon';

/** Properties by city (GET /adverts/cities): each city with its number of adverts, most first. */
export function PropertiesByCity() {
  const cities = useCitySummaries();
  const t = useT();
  return (
    <HomeSection
      id="cities-title"
      title={t('home.cityTitle')}
      lead={t('home.cityLead')}
      busy={cities.isPending}
    >
      {cities.isError ? (
        <LoadErrorPanel
          error={cities.error}
          retrying={cities.isFetching}
          onRetry={() => void cities.refetch()}
        />
      ) : cities.isPending ? (
        <ul className="city-list" aria-hidden="true">
          {Array.from({ length: 12 }, (_, i) => (
            <li key={i}>
              <div className="city-chip city-chip--skeleton skeleton" />
            </li>
          ))}
        </ul>
      ) : cities.data.length === 0 ? (
        <p className="home-section__empty">{t('home.noneYet')}</p>
      ) : (
        <ul className="city-list" aria-label={t('home.cityList')}>
          {cities.data.map((city) => (
            <li key={city.id}>
              <Link to={propertiesUrl({ city: city.id })} className="city-chip">
                <Icon name="geo-alt-fill" className="city-chip__icon" />
                <span className="city-chip__name">{city.cityName}</span>
                <span className="city-chip__count">{propertyCount(city.amount)}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </HomeSection>
  );
}
