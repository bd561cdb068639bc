import type { User } from '@estate/contracts';
import { useState } from 'react';
import { PageSizeSelect } from '../../../components/page-size-select';
import { QueryStatus } from '../../../components/query-status';
import { usePageSize } from '../../../components/use-page-size';
import type { UsersListParams } from '../api/keys';
import { useUsers } from '../api/users';
import { useUsersT } from '../texts';
import { DeleteUserDialog } from './delete-user-dialog';
import { ListPagination } from './list-pagination';
import { UserSearch } from './user-search';
import { UserTable } from './user-table';

interface UserListProps {
  params: Omit<UsersListParams, 'size'>;
  onParamsChange: (params: Omit<UsersListParams, 'size'>) => void;
  onEdit: (user: User) => void;
}

/**
 * The accounts, three a page unless staff chose more, with search, total, edit and delete
 * (docs/product.md#users).
 */
export function UserList({ params, onParamsChange, onEdit }: UserListProps) {
  const [deleting, setDeleting] = useState<User>();
  const [size, setSize] = usePageSize('users');
  const users = useUsers({ ...params, size });
  const data = users.data;
  const t = useUsersT();

  const afterDelete = (deleted: boolean) => {
    setDeleting(undefined);
    // The last row of a later page went: show the page before instead of an empty one.
    if (deleted && data?.content.length === 1 && params.page > 0)
      onParamsChange({ ...params, page: params.page - 1 });
  };

  return (
    <div className="panel">
      <UserSearch q={params.q} onSearch={(q) => onParamsChange({ page: 0, q })} />
      <QueryStatus query={users} />
      {data ? (
        <p className="users-admin__total" aria-live="polite">
          {t('total', { total: data.totalElements })}
        </p>
      ) : null}
      {data && data.content.length > 0 ? (
        <>
          <UserTable users={data.content} onEdit={onEdit} onDelete={setDeleting} />
          <div className="list-paging">
            <ListPagination
              page={data.number}
              totalPages={data.totalPages}
              onPageChange={(page) => onParamsChange({ ...params, page })}
              label={t('list.pages')}
            />
            <PageSizeSelect
              size={size}
              onChange={(next) => {
                setSize(next);
                onParamsChange({ ...params, page: 0 });
              }}
            />
          </div>
        </>
      ) : null}
      {data && data.totalElements === 0 ? (
        <p className="empty-state text-center py-4">{t('list.noMatch')}</p>
      ) : null}
      <DeleteUserDialog user={deleting} onDone={afterDelete} />
    </div>
  );
}
