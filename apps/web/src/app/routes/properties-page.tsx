import { PageHero } from '../../components/page-hero';
import { usePropertiesT, usePropertyList } from '../../features/adverts';
import { PropertyListView } from './property-list-view';

/**
 * The property list (docs/product.md#public-site): every public advert, filtered, sorted and
 * paged, with its map. Routes: /properties, /properties/*,
 * /properties/{advertTypeId}/{categoryId}/{searchText}.
 */
export default function PropertiesPage() {
  const list = usePropertyList();
  const t = usePropertiesT();
  return (
    <>
      <PageHero title={t('title')}>{t('lead')}</PageHero>
      <PropertyListView list={list} />
    </>
  );
}
