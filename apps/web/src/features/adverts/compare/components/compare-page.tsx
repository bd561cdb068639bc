import { Link, useSearchParams } from 'react-router';
import Container from 'react-bootstrap/Container';
import { QueryStatus } from '../../../../components/query-status';
import { Icon } from '../../../../components/icon/icon';
import { usePageTitle } from '../../../../hooks/use-page-title';
import { paths } from '../../../../lib/paths';
import { useCompareStore } from '../../../compare-tray';
import { useComparedAdverts } from '../api/compared-adverts';
import { readCompareIds } from '../lib/compare-rows';
import { CompareTable } from './compare-table';
import { useCompareT } from '../texts';

function NothingToCompare() {
  const t = useCompareT();
  return (
    <div className="results-empty">
      <Icon name="layout-three-columns" className="results-empty__icon" />
      <p className="results-empty__text">{t('nothing')}</p>
      <Link to={paths.properties()} className="btn btn-primary">
        {t('browse')}
      </Link>
    </div>
  );
}

/**
 * /compare?ids=…: up to 4 public adverts side by side (docs/product.md#compare). The address alone
 * says what is compared, so it can be shared; removing a column changes it and the tray.
 */
export function ComparePage() {
  const t = useCompareT();
  usePageTitle(t('compare'));
  const [params, setParams] = useSearchParams();
  const ids = readCompareIds(params.get('ids'));
  const removeFromTray = useCompareStore((s) => s.remove);
  const compared = useComparedAdverts(ids);
  const remove = (id: number) => {
    removeFromTray(id);
    const rest = ids.filter((other) => other !== id);
    setParams(rest.length ? { ids: rest.join(',') } : {}, { replace: true });
  };
  const adverts = compared.data?.filter(({ advert }) => ids.includes(advert.id)) ?? [];
  return (
    <Container className="compare-page">
      <h1 className="compare-page__title">{t('compare')}</h1>
      {ids.length === 0 ? (
        <NothingToCompare />
      ) : (
        <>
          <QueryStatus query={compared} loadingText={t('loading')} />
          {compared.data && adverts.length === 0 ? <NothingToCompare /> : null}
          {adverts.length > 0 ? <CompareTable adverts={adverts} onRemove={remove} /> : null}
        </>
      )}
    </Container>
  );
}
