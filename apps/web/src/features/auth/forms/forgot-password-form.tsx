import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import Form from 'react-bootstrap/Form';
import { FormAlert, SubmitButton, TextField } from '../../../components/forms';
import { errorMessage } from '../../../lib/api-error';
import { useForgotPasswordMutation } from '../api/forgot-password';
import { forgotPasswordFormSchema, type ForgotPasswordFormValues } from './schemas';
import { paths } from '../../../lib/paths';
import { useAuthFormTexts } from '../texts/rule-messages';

/** What the forgot-password page hands to the reset page. */
export interface ResetPageState {
  email?: string;
  message?: string;
}

export function ForgotPasswordForm() {
  const navigate = useNavigate();
  const forgot = useForgotPasswordMutation();
  const { t, fieldError } = useAuthFormTexts();
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
    <Form noValidate onSubmit={onSubmit} aria-label={t('forgotForm')}>
      <FormAlert variant="danger" message={forgot.isError ? errorMessage(forgot.error) : null} />
      <TextField
        label={t('email')}
        type="email"
        autoComplete="email"
        registration={register('email')}
        error={fieldError(errors.email)}
      />
      <SubmitButton busy={isSubmitting || forgot.isPending}>{t('sendResetCode')}</SubmitButton>
      <p className="text-center mt-4 mb-0">
        {t('rememberedIt')} <Link to={paths.login()}>{t('backToLogin')}</Link>
      </p>
    </Form>
  );
}
