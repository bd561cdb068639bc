import type { User } from '@estate/contracts';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useDeleteUserMutation } from '../api/delete-user';
import { useUsersT } from '../texts';
import { runWithToast } from './run-with-toast';
import { fullName } from './user-table';

interface DeleteUserDialogProps {
  /** The user asked about; the dialog is shown while there is one. */
  user: User | undefined;
  onDone: (deleted: boolean) => void;
}

/** Asks before deleting an account; says 'User Delete successful...' or the server's refusal. */
export function DeleteUserDialog({ user, onDone }: DeleteUserDialogProps) {
  const remove = useDeleteUserMutation();
  const t = useUsersT();
  const confirm = async () => {
    if (!user) return;
    // The contract's 'User Delete successful...' in English, the server's own wording in Turkish.
    const deleted = await runWithToast(() => remove.mutateAsync(user.id), t('deleted'));
    onDone(deleted);
  };
  return (
    <ConfirmDialog
      show={user !== undefined && !remove.isPending}
      message={t('deleteQuestion')}
      subject={user ? `${fullName(user)} (${user.email})` : undefined}
      confirmLabel={t('delete')}
      cancelLabel={t('cancel')}
      onConfirm={() => void confirm()}
      onCancel={() => onDone(false)}
    />
  );
}
