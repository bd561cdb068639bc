import type { User } from '@estate/contracts';
import { useState } from 'react';
import { QueryStatus } from '../../../components/query-status';
import type { UsersListParams } from '../api/keys';
import { useUsers } from '../api/users';
import { DeleteUserDialog } from './delete-user-dialog';
import { ListPagination } from './list-pagination';
import { UserSearch } from './user-search';
import { UserTable } from './user-table';

interface UserListProps {
  params: UsersListParams;
  onParamsChange: (params: UsersListParams) => void;
  onEdit: (user: User) => void;
}

/** The accounts, three a page, with search, total, edit and delete (docs/product.md#users). */
export function UserList({ params, onParamsChange, onEdit }: UserListProps) {
  const [deleting, setDeleting] = useState<User>();
  const users = useUsers(params);
  const data = users.data;

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
          Total: {data.totalElements}
        </p>
      ) : null}
      {data && data.content.length > 0 ? (
        <>
          <UserTable users={data.content} onEdit={onEdit} onDelete={setDeleting} />
          <ListPagination
            page={data.number}
            totalPages={data.totalPages}
            onPageChange={(page) => onParamsChange({ ...params, page })}
            label="User pages"
          />
        </>
      ) : null}
      {data && data.totalElements === 0 ? (
        <p className="empty-state text-center py-4">No users match this search.</p>
      ) : null}
      <DeleteUserDialog user={deleting} onDone={afterDelete} />
    </div>
  );
}
