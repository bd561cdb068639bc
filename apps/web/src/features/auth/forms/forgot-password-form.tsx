import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import Form from 'react-bootstrap/Form';
import { FormAlert, SubmitButton, TextField } from '../../../components/forms';
import { errorMessage } from '../../../lib/api-error';
import { useForgotPasswordMutation } from '../api/forgot-password';
import { forgotPasswordFormSchema, type ForgotPasswordFormValues } from './schemas';
import { paths } from '../../../lib/paths';

/** What the forgot-password page hands to the reset page. */
export interface ResetPageState {
  email?: string;
  message?: string;
}

export function ForgotPasswordForm() {
  const navigate = useNavigate();
  const forgot = useForgotPasswordMutation();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ForgotPasswordFormValues>({
    resolver: zodResolver(forgotPasswordFormSchema),
    mode: 'onTouched',
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit(async ({ email }) => {
    try {
      const { message } = await forgot.mutateAsync(email);
      const state: ResetPageState = { email, message };
      await navigate(paths.reset(), { state });
    } catch {
      // Shown from the mutation's state.
    }
  });

  return (
    <Form noValidate onSubmit={onSubmit} aria-label="Forgot password form">
      <FormAlert variant="danger" message={forgot.isError ? errorMessage(forgot.error) : null} />
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        registration={register('email')}
        error={errors.email}
      />
      <SubmitButton busy={isSubmitting || forgot.isPending}>Send reset code</SubmitButton>
      <p className="text-center mt-4 mb-0">
        Remembered it? <Link to={paths.login()}>Back to Login</Link>
      </p>
    </Form>
  );
}
