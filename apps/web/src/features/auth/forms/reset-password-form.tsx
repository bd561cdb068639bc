import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import Form from 'react-bootstrap/Form';
import {
  applyServerValidations,
  FormAlert,
  SubmitButton,
  TextField,
} from '../../../components/forms';
import { errorMessage } from '../../../lib/api-error';
import { useResetPasswordMutation } from '../api/reset-password';
import { resetPasswordFormSchema, type ResetPasswordFormValues } from './schemas';
import { paths } from '../../../lib/paths';
import { useAuthFormTexts } from '../texts/rule-messages';

/** The English success text (docs/product.md#passwords); shown in the reader's language. */
export const RESET_SUCCESS = 'Change Password was created successfully';

const EMPTY: ResetPasswordFormValues = {
  resetCode: '',
  email: '',
  newPassword: '',
  retryNewPassword: '',
};

export function ResetPasswordForm({ email = '', notice }: { email?: string; notice?: string }) {
  const reset = useResetPasswordMutation();
  const { t, fieldError } = useAuthFormTexts();
  const [saved, setSaved] = useState(false);
  const {
    register,
    handleSubmit,
    reset: clearForm,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ResetPasswordFormValues>({
    resolver: zodResolver(resetPasswordFormSchema),
    mode: 'onTouched',
    criteriaMode: 'all',
    defaultValues: { ...EMPTY, email },
  });

  const onSubmit = handleSubmit(async (values) => {
    setSaved(false);
    try {
      await reset.mutateAsync({
        email: values.email,
        code: values.resetCode,
        password: values.newPassword,
      });
      setSaved(true);
      clearForm(EMPTY);
    } catch (error) {
      applyServerValidations(error, setError, ['resetCode', 'email', 'newPassword'], {
        code: 'resetCode',
        password: 'newPassword',
      });
    }
  });

  return (
    <Form noValidate onSubmit={onSubmit} aria-label={t('resetForm')}>
      {notice && !saved && !reset.isError ? <FormAlert variant="info" message={notice} /> : null}
      <FormAlert variant="success" message={saved ? t('resetSuccess') : null} />
      <FormAlert variant="danger" message={reset.isError ? errorMessage(reset.error) : null} />
      {saved ? (
        <p className="text-center">
          <Link to={paths.login()} className="btn btn-outline-primary">
            {t('goToLogin')}
          </Link>
        </p>
      ) : null}
      <TextField
        label={t('resetCode')}
        autoComplete="one-time-code"
        registration={register('resetCode')}
        error={fieldError(errors.resetCode)}
      />
      <TextField
        label={t('email')}
        type="email"
        autoComplete="email"
        registration={register('email')}
        error={fieldError(errors.email)}
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
      <SubmitButton busy={isSubmitting || reset.isPending}>{t('resetPassword')}</SubmitButton>
    </Form>
  );
}
