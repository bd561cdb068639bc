import type { User } from '@estate/contracts';
import { useState } from 'react';
import { UserForm } from '../forms/user-form';
import { DeleteUserDialog } from './delete-user-dialog';
import { UserAdvertsPanel } from './user-adverts-panel';
import { UserFavoritesPanel } from './user-favorites-panel';
import { UserLogsPanel } from './user-logs-panel';
import { UserTourRequestsPanel } from './user-tour-requests-panel';

/**
 * The edit form opened in place of the list, with the user's records under it
 * (docs/product.md#users).
 */
export function UserEditor({ user, onClose }: { user: User; onClose: () => void }) {
  const [current, setCurrent] = useState(user);
  const [asking, setAsking] = useState(false);
  return (
    <div className="users-admin__editor">
      <UserForm
        user={current}
        onSaved={setCurrent}
        onClose={onClose}
        onDelete={() => setAsking(true)}
      />
      <UserAdvertsPanel userId={current.id} />
      <UserTourRequestsPanel user={current} />
      <UserFavoritesPanel userId={current.id} />
      <UserLogsPanel userId={current.id} />
      <DeleteUserDialog
        user={asking ? current : undefined}
        onDone={(deleted) => (deleted ? onClose() : setAsking(false))}
      />
    </div>
  );
}
