import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import Form from 'react-bootstrap/Form';
import { FormAlert, SubmitButton, TextField } from '../../../components/forms';
import { errorMessage } from '../../../lib/api-error';
import { paths } from '../../../lib/paths';
import { useAuthFormTexts } from '../texts/rule-messages';
import { useResendConfirmationMutation } from '../api/resend-confirmation';
import { resendConfirmationFormSchema, type ForgotPasswordFormValues } from './schemas';

/** What a link to the resend page may carry: the address typed before. */
export interface ResendPageState {
  email?: string;
}

/** "Didn't get the e-mail?": the server's answer is the same for every address. */
export function ResendConfirmationForm({ email = '' }: { email?: string }) {
  const resend = useResendConfirmationMutation();
  const { t, fieldError } = useAuthFormTexts();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ForgotPasswordFormValues>({
    resolver: zodResolver(resendConfirmationFormSchema),
    mode: 'onTouched',
    defaultValues: { email },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await resend.mutateAsync(values.email);
    } catch {
      // Shown from the mutation's state.
    }
  });

  return (
    <Form noValidate onSubmit={onSubmit} aria-label={t('resendForm')}>
      <FormAlert variant="success" message={resend.isSuccess ? resend.data.message : null} />
      <FormAlert variant="danger" message={resend.isError ? errorMessage(resend.error) : null} />
      <TextField
        label={t('email')}
        type="email"
        autoComplete="email"
        registration={register('email')}
        error={fieldError(errors.email)}
      />
      <SubmitButton busy={isSubmitting || resend.isPending}>{t('sendLinkAgain')}</SubmitButton>
      <p className="text-center mt-4 mb-0">
        {t('alreadyConfirmed')} <Link to={paths.login()}>{t('backToLogin')}</Link>
      </p>
    </Form>
  );
}
