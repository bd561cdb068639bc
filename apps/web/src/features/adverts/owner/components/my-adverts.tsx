import { useSearchParams } from 'react-router';
import { DashboardPageHeader } from '../../../../components/dashboard-page-header';
import { OwnerAdvertEditor } from './owner-advert-editor';
import { OwnerAdvertList } from './owner-advert-list';
import { useMemberT } from '../../../../i18n/member-texts';

/** The advert being edited, kept in the URL (`edit={id}`), so a reload keeps the editor open. */
const editedId = (params: URLSearchParams) => {
  const id = Number(params.get('edit'));
  return Number.isInteger(id) && id > 0 ? id : undefined;
};

/**
 * /dashboard/my-adverts: the owner's list, with the editor opened in its place at
 * /dashboard/my-adverts?edit={id} (docs/product.md#public-site).
 */
export function MyAdverts() {
  const [params, setParams] = useSearchParams();
  const editingId = editedId(params);
  const t = useMemberT();
  return (
    <>
      <DashboardPageHeader title={t('myAdverts.title')}>{t('myAdverts.lead')}</DashboardPageHeader>
      {editingId === undefined ? (
        <OwnerAdvertList onEdit={(id) => setParams({ edit: String(id) })} />
      ) : (
        <OwnerAdvertEditor advertId={editingId} onClose={() => setParams({})} />
      )}
    </>
  );
}
