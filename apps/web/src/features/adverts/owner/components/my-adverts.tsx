import { useState } from 'react';
import { DashboardPageHeader } from '../../../../components/dashboard-page-header';
import { OwnerAdvertEditor } from './owner-advert-editor';
import { OwnerAdvertList } from './owner-advert-list';
import { useMemberT } from '../../../../i18n/member-texts';

/**
 * /dashboard/my-adverts: the owner's list, with the editor opened in its place
 * (docs/product.md#public-site).
 */
export function MyAdverts() {
  const [editingId, setEditingId] = useState<number>();
  const t = useMemberT();
  return (
    <>
      <DashboardPageHeader title={t('myAdverts.title')}>{t('myAdverts.lead')}</DashboardPageHeader>
      {editingId === undefined ? (
        <OwnerAdvertList onEdit={setEditingId} />
      ) : (
        <OwnerAdvertEditor advertId={editingId} onClose={() => setEditingId(undefined)} />
      )}
    </>
  );
}
