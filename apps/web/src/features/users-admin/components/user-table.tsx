import type { User } from '@estate/contracts';
import { PhoneLink } from '../../../components/phone-link';
import { RowActions } from '../../../components/row-actions';
import { initialsOf, UserAvatar } from '../../../components/user-avatar';
import { useUsersT } from '../texts';

interface UserTableProps {
  users: User[];
  onEdit: (user: User) => void;
  onDelete: (user: User) => void;
}

export const fullName = (user: Pick<User, 'firstName' | 'lastName'>) =>
  `${user.firstName} ${user.lastName}`;

function UserRow({ user, onEdit, onDelete }: { user: User } & Omit<UserTableProps, 'users'>) {
  const name = fullName(user);
  const t = useUsersT();
  return (
    <tr>
      <td data-label={t('col.name')}>
        <div className="users-admin__person">
          <UserAvatar
            photoUrl={user.photo?.smallUrl}
            initials={initialsOf(user.firstName, user.lastName)}
            className="users-admin__avatar"
          />
          <div className="users-admin__wrap">
            <span className="users-admin__name">{name}</span>
            <span className="users-admin__role">{t(`role.${user.role}`)}</span>
          </div>
        </div>
      </td>
      <td data-label={t('col.email')} className="users-admin__wrap">
        {user.email}
      </td>
      <td data-label={t('col.phone')}>
        <PhoneLink phone={user.phone} />
      </td>
      <td data-label={t('col.action')}>
        <RowActions label={name} onEdit={() => onEdit(user)} onDelete={() => onDelete(user)} />
      </td>
    </tr>
  );
}

/** The Users rows (Name, Email, Phone, edit and delete; docs/product.md#users); cards on phones. */
export function UserTable({ users, onEdit, onDelete }: UserTableProps) {
  const t = useUsersT();
  return (
    <table className="table align-middle users-admin-table">
      <thead>
        <tr>
          <th scope="col">{t('col.name')}</th>
          <th scope="col">{t('col.email')}</th>
          <th scope="col">{t('col.phone')}</th>
          <th scope="col">{t('col.action')}</th>
        </tr>
      </thead>
      <tbody>
        {users.map((user) => (
          <UserRow key={user.id} user={user} onEdit={onEdit} onDelete={onDelete} />
        ))}
      </tbody>
    </table>
  );
}
