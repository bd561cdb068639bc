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

export const RESET_SUCCESS = 'Change Password was created successfully';

const EMPTY: ResetPasswordFormValues = {
  resetCode: '',
  email: '',
  newPassword: '',
  retryNewPassword: '',
};

export function ResetPasswordForm({ email = '', notice }: { email?: string; notice?: string }) {
  const reset = useResetPasswordMutation();
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
    <Form noValidate onSubmit={onSubmit} aria-label="Reset password form">
      {notice && !saved && !reset.isError ? <FormAlert variant="info" message={notice} /> : null}
      <FormAlert variant="success" message={saved ? RESET_SUCCESS : null} />
      <FormAlert variant="danger" message={reset.isError ? errorMessage(reset.error) : null} />
      {saved ? (
        <p className="text-center">
          <Link to={paths.login()} className="btn btn-outline-primary">
            Go to Login
          </Link>
        </p>
      ) : null}
      <TextField
        label="Reset Code"
        autoComplete="one-time-code"
        registration={register('resetCode')}
        error={errors.resetCode}
      />
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        registration={register('email')}
        error={errors.email}
      />
      <TextField
        label="New Password"
        type="password"
        autoComplete="new-password"
        allMessages
        registration={register('newPassword')}
        error={errors.newPassword}
      />
      <TextField
        label="Retry New Password"
        type="password"
        autoComplete="new-password"
        registration={register('retryNewPassword')}
        error={errors.retryNewPassword}
      />
      <SubmitButton busy={isSubmitting || reset.isPending}>Reset Password</SubmitButton>
    </Form>
  );
}
