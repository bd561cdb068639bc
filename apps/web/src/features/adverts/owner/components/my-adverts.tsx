import { useState } from 'react';
import { DashboardPageHeader } from '../../../../components/dashboard-page-header';
import { OwnerAdvertEditor } from './owner-advert-editor';
import { OwnerAdvertList } from './owner-advert-list';

/**
 * /dashboard/my-adverts: the owner's list, with the editor opened in its place
 * (docs/product.md#public-site).
 */
export function MyAdverts() {
  const [editingId, setEditingId] = useState<number>();
  return (
    <>
      <DashboardPageHeader title="My Adverts">
        Your adverts in every status, with how many people viewed, liked and asked to tour them.
      </DashboardPageHeader>
      {editingId === undefined ? (
        <OwnerAdvertList onEdit={setEditingId} />
      ) : (
        <OwnerAdvertEditor advertId={editingId} onClose={() => setEditingId(undefined)} />
      )}
    </>
  );
}
