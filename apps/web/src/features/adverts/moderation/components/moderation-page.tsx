import { useSearchParams } from 'react-router';
import { DashboardPageHeader } from '../../../../components/dashboard-page-header';
import { usePageSize } from '../../../../components/use-page-size';
import { filtersFromUrl, filtersToUrl, type ModerationFilters } from '../moderation-filters';
import { useModerationT } from '../texts';
import { AdminAdvertEditor } from './admin-advert-editor';
import { ModerationList } from './moderation-list';
import { ModerationSearchBar } from './moderation-search-bar';

/** The advert being edited, kept in the URL beside the filters (`edit={id}`). */
const editedId = (params: URLSearchParams) => {
  const id = Number(params.get('edit'));
  return Number.isInteger(id) && id > 0 ? id : undefined;
};

/**
 * /dashboard/adverts (docs/product.md#moderation): the search bar and the list, or the admin
 * editor in its place. Filters, page and the edited advert live in the URL, so reload and Back
 * keep them.
 */
export function ModerationPage() {
  const [params, setParams] = useSearchParams();
  const [keptSize, keepSize] = usePageSize('moderation');
  const filters = filtersFromUrl(params, keptSize);
  const editing = editedId(params);
  const t = useModerationT();
  const show = (next: ModerationFilters, edit?: number) => {
    const url = filtersToUrl(next);
    if (edit) url.set('edit', String(edit));
    setParams(url);
  };

  return (
    <>
      <DashboardPageHeader title={t('title')}>{t('lead')}</DashboardPageHeader>
      {editing === undefined ? (
        <>
          <ModerationSearchBar
            key={params.toString()}
            filters={filters}
            onSearch={(search) => show({ ...filters, ...search, page: 0 })}
          />
          <ModerationList
            key={JSON.stringify(filters)}
            filters={filters}
            onPage={(page, size) => {
              if (size !== undefined) keepSize(size);
              show({ ...filters, page, size: size ?? filters.size });
            }}
            onEdit={(id) => show(filters, id)}
          />
        </>
      ) : (
        <AdminAdvertEditor advertId={editing} onClose={() => show(filters)} />
      )}
    </>
  );
}
