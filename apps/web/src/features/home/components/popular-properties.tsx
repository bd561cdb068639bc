import { LoadErrorPanel } from '../../../components/load-error-panel';
import { AdvertCard, AdvertCardSkeleton, POPULAR_AMOUNT, usePopularAdverts } from '../../adverts';
import { HomeSection } from './home-section';
import { paths } from '../../../lib/paths';

/** Popular adverts (GET /adverts/popular/6): three cards per row on large screens. */
export function PopularProperties() {
  const popular = usePopularAdverts(POPULAR_AMOUNT);
  return (
    <HomeSection
      id="popular-title"
      title="Popular Properties"
      lead="The adverts visitors look at and book tours for the most."
      more={{ to: paths.properties(), label: 'See all properties' }}
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
        <p className="home-section__empty">No properties have been published yet.</p>
      ) : (
        <ul className="card-grid card-grid--3" aria-label="Popular properties">
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
