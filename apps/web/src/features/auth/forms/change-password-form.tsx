import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import Form from 'react-bootstrap/Form';
import { applyServerValidations, SubmitButton, TextField } from '../../../components/forms';
import { toast } from '../../../components/toast';
import { errorMessage } from '../../../lib/api-error';
import { saveToken } from '../../../lib/token-storage';
import { useChangePasswordMutation } from '../api/change-password';
import { changePasswordFormSchema, type ChangePasswordFormValues } from './schemas';
import { useAuthFormTexts } from '../texts/rule-messages';

export const CHANGE_PASSWORD_SUCCESS = 'Change Password was created successfully';

const EMPTY: ChangePasswordFormValues = { password: '', newPassword: '', retryNewPassword: '' };

export function ChangePasswordForm() {
  const change = useChangePasswordMutation();
  const { t, fieldError } = useAuthFormTexts();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ChangePasswordFormValues>({
    resolver: zodResolver(changePasswordFormSchema),
    mode: 'onTouched',
    criteriaMode: 'all',
    defaultValues: EMPTY,
  });

  const onSubmit = handleSubmit(async ({ password, newPassword }) => {
    try {
      const { token } = await change.mutateAsync({ password, newPassword });
      // The server ends every older session, this one's old token included.
      await saveToken(token);
      reset(EMPTY);
      toast.success(t('changePasswordSuccess'));
    } catch (error) {
      applyServerValidations(error, setError, ['password', 'newPassword']);
      toast.error(errorMessage(error));
    }
  });

  return (
    <Form
      noValidate
      onSubmit={onSubmit}
      aria-label={t('changePasswordForm')}
      className="narrow-form"
    >
      <TextField
        label={t('currentPassword')}
        type="password"
        autoComplete="current-password"
        registration={register('password')}
        error={fieldError(errors.password)}
      />
      <TextField
        label={t('newPassword')}
        type="password"
        autoComplete="new-password"
        allMessages
        registration={register('newPassword')}
        error={fieldError(errors.newPassword)}
      />
      <TextField
        label={t('retryNewPassword')}
        type="password"
        autoComplete="new-password"
        registration={register('retryNewPassword')}
        error={fieldError(errors.retryNewPassword)}
      />
      <SubmitButton busy={isSubmitting || change.isPending} className="px-5">
        {t('updateUpper')}
      </SubmitButton>
    </Form>
  );
}
