import type { User } from '@estate/contracts';
import { USER_ADMIN_MESSAGES } from '@estate/contracts';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useDeleteUserMutation } from '../api/delete-user';
import { runWithToast } from './run-with-toast';
import { fullName } from './user-table';

export const DELETE_USER_QUESTION = 'Are you sure you want to delete this user?';

interface DeleteUserDialogProps {
  /** The user asked about; the dialog is shown while there is one. */
  user: User | undefined;
  onDone: (deleted: boolean) => void;
}

/** Asks before deleting an account; says 'User Delete successful...' or the server's refusal. */
export function DeleteUserDialog({ user, onDone }: DeleteUserDialogProps) {
  const remove = useDeleteUserMutation();
  const confirm = async () => {
    if (!user) return;
    const deleted = await runWithToast(
      () => remove.mutateAsync(user.id),
      USER_ADMIN_MESSAGES.deleted,
    );
    onDone(deleted);
  };
  return (
    <ConfirmDialog
      show={user !== undefined && !remove.isPending}
      message={DELETE_USER_QUESTION}
      subject={user ? `${fullName(user)} (${user.email})` : undefined}
      confirmLabel="Delete"
      onConfirm={() => void confirm()}
      onCancel={() => onDone(false)}
    />
  );
}
