import { LoadErrorPanel } from '../../../components/load-error-panel';
import { AdvertCard, AdvertCardSkeleton, POPULAR_AMOUNT, usePopularAdverts } from '../../adverts';
import { HomeSection } from './home-section';
import { useT } from '../../../i18n';
import { paths } from '../../../lib/paths';

/** Popular adverts (GET /adverts/popular/6): three cards per row on large screens. */
export function PopularProperties() {
  const popular = usePopularAdverts(POPULAR_AMOUNT);
  const t = useT();
  return (
    <HomeSection
      id="popular-title"
      title={t('home.popularTitle')}
      lead={t('home.popularLead')}
      more={{ to: paths.properties(), label: t('home.seeAll') }}
      busy={popular.isPending}
    >
      {popular.isError ? (
        <LoadErrorPanel
          error={popular.error}
          retrying={popular.isFetching}
          onRetry={() => void popular.refetch()}
        />
      ) : popular.isPending ? (
        <ul className="card-grid card-grid--3" aria-hidden="true">
          {Array.from({ length: POPULAR_AMOUNT }, (_, i) => (
            <li key={i}>
              <AdvertCardSkeleton />
            </li>
          ))}
        </ul>
      ) : popular.data.length === 0 ? (
        <p className="home-section__empty">{t('home.noneYet')}</p>
      ) : (
        <ul className="card-grid card-grid--3" aria-label={t('home.popularList')}>
          {popular.data.map((advert) => (
            <li key={advert.id}>
              <AdvertCard advert={advert} />
            </li>
          ))}
        </ul>
      )}
    </HomeSection>
  );
}
