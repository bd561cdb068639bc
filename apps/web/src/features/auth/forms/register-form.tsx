import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
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
import { paths } from '../../../lib/paths';

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
  const registration = useRegisterMutation();
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
      toast.success(REGISTER_SUCCESS, 12_000);
      const state: RegisteredState = { registeredEmail: values.email };
      await navigate(paths.home(), { state });
    } catch (error) {
      applyServerValidations(error, setError, FIELDS);
    }
  });

  return (
    <Form noValidate onSubmit={onSubmit} aria-label="Register form">
      <FormAlert
        variant="danger"
        message={registration.isError ? errorMessage(registration.error) : null}
      />
      <Row className="g-sm-3">
        <Col sm={6}>
          <TextField
            label="First Name"
            autoComplete="given-name"
            registration={register('firstName')}
            error={errors.firstName}
          />
        </Col>
        <Col sm={6}>
          <TextField
            label="Last Name"
            autoComplete="family-name"
            registration={register('lastName')}
            error={errors.lastName}
          />
        </Col>
      </Row>
      <TextField
        label="Phone"
        type="tel"
        autoComplete="tel"
        placeholder="e.g. +905551234567"
        registration={register('phone')}
        error={errors.phone}
      />
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        registration={register('email')}
        error={errors.email}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        help="At least 8 characters with a lowercase letter, an uppercase letter and a number."
        allMessages
        registration={register('password')}
        error={errors.password}
      />
      <TextField
        label="Confirm Password"
        type="password"
        autoComplete="new-password"
        registration={register('confirmPassword')}
        error={errors.confirmPassword}
      />
      <TermsConsentField registration={register('acceptTerms')} error={errors.acceptTerms} />
      <SubmitButton busy={isSubmitting || registration.isPending}>Register</SubmitButton>
      <p className="text-center mt-4 mb-0">
        Already have an account? <Link to={paths.login()}>Login</Link>
      </p>
    </Form>
  );
}
