import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import Form from 'react-bootstrap/Form';
import {
  applyServerValidations,
  FormAlert,
  SubmitButton,
  TextField,
} from '../../../components/forms';
import { errorMessage } from '../../../lib/api-error';
import { useChangeEmailMutation } from '../api/change-email';
import { emailChangeFormSchema, type EmailChangeFormValues } from './schemas';
import { useAuthFormTexts } from '../texts/rule-messages';
import { richText } from '../../../i18n/rich-text';

const EMPTY: EmailChangeFormValues = { email: '', password: '' };

/**
 * The change of e-mail address on My Profile (docs/product.md#accounts): the address stays as it
 * is until the link sent to the new one is opened.
 */
export function EmailChangeForm({ currentEmail }: { currentEmail: string }) {
  const change = useChangeEmailMutation();
  const { t, fieldError } = useAuthFormTexts();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<EmailChangeFormValues>({
    resolver: zodResolver(emailChangeFormSchema),
    mode: 'onTouched',
    defaultValues: EMPTY,
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await change.mutateAsync(values);
      reset(EMPTY);
    } catch (error) {
      applyServerValidations(error, setError, ['email', 'password']);
    }
  });

  return (
    <Form noValidate onSubmit={onSubmit} aria-label={t('emailChangeForm')}>
      <h2 className="h5">{t('changeEmail')}</h2>
      <p className="text-body-secondary small">
        {richText((values) => t('emailChangeLead', values), {
          email: <strong>{currentEmail}</strong>,
        })}
      </p>
      <FormAlert variant="success" message={change.isSuccess ? change.data.message : null} />
      <FormAlert variant="danger" message={change.isError ? errorMessage(change.error) : null} />
      <TextField
        label={t('newEmail')}
        type="email"
        autoComplete="email"
        registration={register('email')}
        error={fieldError(errors.email)}
      />
      <TextField
        label={t('currentPasswordLower')}
        type="password"
        autoComplete="current-password"
        registration={register('password')}
        error={fieldError(errors.password)}
      />
      <SubmitButton busy={isSubmitting || change.isPending} className="px-5">
        {t('sendConfirmationLink')}
      </SubmitButton>
    </Form>
  );
}
