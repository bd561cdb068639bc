import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import {
  applyServerValidations,
  FormAlert,
  SubmitButton,
  TextField,
} from '../../../components/forms';
import { toast } from '../../../components/toast';
import { errorMessage } from '../../../lib/api-error';
import { useRegisterMutation } from '../api/register';
import { registerFormSchema, type RegisterFormValues } from './schemas';
import { TermsConsentField } from './terms-consent-field';
import { returnPath } from './login-form';
import { paths } from '../../../lib/paths';
import { useAuthFormTexts } from '../texts/rule-messages';

/** The toast's English text (docs/product.md#accounts); shown in the reader's language. */
export const REGISTER_SUCCESS =
  'Your registration has been saved successfully, please check your email account and confirm your registration!';

const FIELDS = [
  'firstName',
  'lastName',
  'phone',
  'email',
  'password',
  'confirmPassword',
  'acceptTerms',
] as const;

/** What the home page is handed after a registration: it offers to send the link again. */
export interface RegisteredState {
  registeredEmail: string;
}

export function RegisterForm() {
  const navigate = useNavigate();
  const location = useLocation();
  const registration = useRegisterMutation();
  const { t, fieldError } = useAuthFormTexts();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<RegisterFormValues>({
    resolver: zodResolver(registerFormSchema),
    mode: 'onTouched',
    criteriaMode: 'all',
    defaultValues: {
      firstName: '',
      lastName: '',
      phone: '',
      email: '',
      password: '',
      confirmPassword: '',
      acceptTerms: false,
    },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await registration.mutateAsync({ ...values, acceptTerms: true });
      toast.success(t('registerSuccess'), 12_000);
      const state: RegisteredState = { registeredEmail: values.email };
      // Sent here from an advert's tour form: back there, where the notice is shown too.
      await navigate(returnPath(location.state, 'afterRegister') ?? paths.home(), { state });
    } catch (error) {
      applyServerValidations(error, setError, FIELDS);
    }
  });

  return (
    <Form noValidate onSubmit={onSubmit} aria-label={t('registerForm')}>
      <FormAlert
        variant="danger"
        message={registration.isError ? errorMessage(registration.error) : null}
      />
      <Row className="g-sm-3">
        <Col sm={6}>
          <TextField
            label={t('firstName')}
            autoComplete="given-name"
            registration={register('firstName')}
            error={fieldError(errors.firstName)}
          />
        </Col>
        <Col sm={6}>
          <TextField
            label={t('lastName')}
            autoComplete="family-name"
            registration={register('lastName')}
            error={fieldError(errors.lastName)}
          />
        </Col>
      </Row>
      <TextField
        label={t('phone')}
        type="tel"
        autoComplete="tel"
        placeholder={t('phonePlaceholder')}
        registration={register('phone')}
        error={fieldError(errors.phone)}
      />
      <TextField
        label={t('email')}
        type="email"
        autoComplete="email"
        registration={register('email')}
        error={fieldError(errors.email)}
      />
      <TextField
        label={t('password')}
        type="password"
        autoComplete="new-password"
        help={t('passwordHelp')}
        allMessages
        registration={register('password')}
        error={fieldError(errors.password)}
      />
      <TextField
        label={t('confirmPassword')}
        type="password"
        autoComplete="new-password"
        registration={register('confirmPassword')}
        error={fieldError(errors.confirmPassword)}
      />
      <TermsConsentField
        registration={register('acceptTerms')}
        error={fieldError(errors.acceptTerms)}
      />
      <SubmitButton busy={isSubmitting || registration.isPending}>{t('register')}</SubmitButton>
      <p className="text-center mt-4 mb-0">
        {t('haveAccount')} <Link to={paths.login()}>{t('login')}</Link>
      </p>
    </Form>
  );
}
