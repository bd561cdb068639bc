import type { User } from '@estate/contracts';
import { useState } from 'react';
import { DashboardPageHeader } from '../../../components/dashboard-page-header';
import type { UsersListParams } from '../api/keys';
import { useUsersT } from '../texts';
import { UserEditor } from './user-editor';
import { UserList } from './user-list';

/**
 * /dashboard/users: the accounts list, with the edit form opened in its place
 * (docs/product.md#users).
 */
export function UsersAdmin() {
  // Kept here so closing the form returns to the same search and page.
  const [params, setParams] = useState<Omit<UsersListParams, 'size'>>({ page: 0, q: '' });
  const [editing, setEditing] = useState<User>();
  const t = useUsersT();
  return (
    <>
      <DashboardPageHeader title={t('title')}>{t('lead')}</DashboardPageHeader>
      {editing ? (
        <UserEditor key={editing.id} user={editing} onClose={() => setEditing(undefined)} />
      ) : (
        <UserList params={params} onParamsChange={setParams} onEdit={setEditing} />
      )}
    </>
  );
}
