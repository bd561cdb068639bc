import { zodResolver } from '@hookform/resolvers/zod';
import { accountDeleteRequestSchema, type AccountDeleteRequest } from '@estate/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import Form from 'react-bootstrap/Form';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import {
  applyServerValidations,
  FormAlert,
  SubmitButton,
  TextField,
} from '../../../components/forms';
import { toast } from '../../../components/toast';
import { errorMessage } from '../../../lib/api-error';
import { paths } from '../../../lib/paths';
import { useDeleteAccountMutation } from '../api/delete-account';
import { endSession } from '../session';
import { useAuthFormTexts } from '../texts/rule-messages';

/**
 * "Danger zone" of My Profile (docs/product.md#deleting-an-account): the password, a question,
 * then the account goes; the session ends here and the home page says so.
 */
export function DangerZone() {
  const remove = useDeleteAccountMutation();
  const { t, fieldError } = useAuthFormTexts();
  const navigate = useNavigate();
  const [asking, setAsking] = useState<AccountDeleteRequest | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<AccountDeleteRequest>({
    resolver: zodResolver(accountDeleteRequestSchema),
    mode: 'onTouched',
    defaultValues: { password: '' },
  });

  const confirmed = async () => {
    const request = asking;
    setAsking(null);
    if (!request) return;
    try {
      const { message } = await remove.mutateAsync(request);
      endSession(true);
      toast.success(message);
      await navigate(paths.home());
    } catch (error) {
      applyServerValidations(error, setError, ['password']);
    }
  };

  return (
    <section aria-labelledby="danger-zone-title" className="danger-zone">
      <h2 id="danger-zone-title" className="h5 text-danger">
        {t('dangerZone')}
      </h2>
      <p>{t('dangerZoneText')}</p>
      <Form
        noValidate
        onSubmit={handleSubmit(setAsking)}
        aria-label={t('deleteAccountForm')}
        className="narrow-form"
      >
        <FormAlert
          variant="danger"
          message={remove.isError && !errors.password ? errorMessage(remove.error) : null}
        />
        <TextField
          label={t('yourPassword')}
          type="password"
          autoComplete="current-password"
          registration={register('password')}
          error={fieldError(errors.password)}
        />
        <SubmitButton busy={remove.isPending} variant="danger" className="px-4">
          {t('deleteMyAccount')}
        </SubmitButton>
      </Form>
      <ConfirmDialog
        show={asking !== null}
        message={t('confirmDeletion')}
        confirmLabel={t('deleteMyAccount')}
        cancelLabel={t('photo.cancel')}
        onConfirm={() => void confirmed()}
        onCancel={() => setAsking(null)}
      />
    </section>
  );
}
