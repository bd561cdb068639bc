import { Link } from 'react-router';
import { LoadErrorPanel } from '../../../components/load-error-panel';
import { propertiesUrl, propertyCount } from '../../adverts';
import { useCategories } from '../../lookups';
import { useTypeSummaries } from '../api/type-summaries';
import { HomeSection } from './home-section';
import { useT } from '../../../i18n';
import { Icon } from '../../../components/icon/icon';
import { paths } from '../../../lib/paths';

/**
 * Properties by type (GET /adverts/exp-proprety): each category's icon, name and number of
 * adverts, six per row on large screens. The summary names its category by slug; the categories
 * lookup gives the id the list filters by.
 */
export function PropertiesByType() {
  const summaries = useTypeSummaries();
  const categories = useCategories();
  const idOf = (slug: string) => categories.data?.find((c) => c.slug === slug)?.id;
  const pending = summaries.isPending || categories.isPending;
  const t = useT();

  return (
    <HomeSection
      id="types-title"
      title={t('home.typeTitle')}
      lead={t('home.typeLead')}
      tint
      busy={pending}
    >
      {summaries.isError ? (
        <LoadErrorPanel
          error={summaries.error}
          retrying={summaries.isFetching}
          onRetry={() => void summaries.refetch()}
        />
      ) : pending ? (
        <ul className="type-grid" aria-hidden="true">
          {Array.from({ length: 6 }, (_, i) => (
            <li key={i}>
              <div className="type-tile type-tile--skeleton skeleton" />
            </li>
          ))}
        </ul>
      ) : (
        <ul className="type-grid" aria-label={t('home.typeList')}>
          {summaries.data.map((type) => {
            const categoryId = idOf(type.slug);
            return (
              <li key={type.slug}>
                <Link
                  to={categoryId ? propertiesUrl({ categoryId }) : paths.properties()}
                  className="type-tile"
                >
                  <span className="type-tile__icon" aria-hidden="true">
                    <Icon name={type.icon} />
                  </span>
                  <span className="type-tile__name">{type.categoryName}</span>
                  <span className="type-tile__count">{propertyCount(type.advertAmount)}</span>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </HomeSection>
  );
}
