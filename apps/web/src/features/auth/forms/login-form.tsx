import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router';
import Form from 'react-bootstrap/Form';
import { FormAlert, SubmitButton, TextField } from '../../../components/forms';
import { errorMessage } from '../../../lib/api-error';
import { useLoginMutation } from '../api/login';
import { startSession } from '../session';
import { loginFormSchema, type LoginFormValues } from './schemas';
import { paths } from '../../../lib/paths';
import { useAuthFormTexts } from '../texts/rule-messages';

/**
 * Where the visitor came from (a guarded page, an advert's heart or tour form), if anywhere.
 * Only a path of this site: "//host" and "/\\host" are read by browsers as another origin.
 */
export function redirectTarget(state: unknown): string {
  return returnPath(state) ?? paths.dashboard.home();
}

/**
 * The same-site path in `state[key]`, if any: `from` after a login, `afterRegister` after a
 * registration (only pages a visitor may see, such as an advert's tour form, set that one).
 */
export function returnPath(state: unknown, key = 'from'): string | undefined {
  const from = (state as Record<string, unknown> | null)?.[key];
  const sameSite =
    typeof from === 'string' && /^\/(?![/\\])/.test(from) && !from.startsWith(paths.login());
  return sameSite ? from : undefined;
}

export function LoginForm() {
  const navigate = useNavigate();
  const location = useLocation();
  const login = useLoginMutation();
  const { t, fieldError } = useAuthFormTexts();
  const {
    register,
    handleSubmit,
    control,
    formState: { errors, isValid, isSubmitting },
  } = useForm<LoginFormValues>({
    resolver: zodResolver(loginFormSchema),
    mode: 'onTouched',
    defaultValues: { email: '', password: '' },
  });

  // Handed to the resend page, so the address need not be typed twice.
  const typedEmail = useWatch({ control, name: 'email' });

  // What failed after the login call itself (keeping the session, the way back): never silent.
  const [afterLogin, setAfterLogin] = useState<unknown>(null);
  const onSubmit = handleSubmit(async (values) => {
    setAfterLogin(null);
    let answer: Awaited<ReturnType<typeof login.mutateAsync>>;
    try {
      answer = await login.mutateAsync(values);
    } catch {
      return; // The login call's error is shown from the mutation's state.
    }
    try {
      await startSession(answer.user, answer.token);
      await navigate(redirectTarget(location.state), { replace: true });
    } catch (error) {
      setAfterLogin(error);
    }
  });
  const failure = login.isError ? login.error : afterLogin;

  const busy = isSubmitting || login.isPending;
  return (
    <Form noValidate onSubmit={onSubmit} aria-label={t('loginForm')}>
      <FormAlert variant="danger" message={failure ? errorMessage(failure) : null} />
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
        autoComplete="current-password"
        registration={register('password')}
        error={fieldError(errors.password)}
      />
      <div className="d-flex justify-content-between gap-2 mb-3">
        <Link to={paths.resendConfirmation()} state={{ email: typedEmail }} className="small">
          {t('didntGetEmail')}
        </Link>
        <Link to={paths.forgotPassword()} className="small">
          {t('forgotPassword')}
        </Link>
      </div>
      <SubmitButton busy={busy} disabled={!isValid}>
        {t('login')}
      </SubmitButton>
      <p className="text-center mt-4 mb-0">
        {t('noAccount')}{' '}
        <Link to={paths.register()} state={location.state}>
          {t('register')}
        </Link>
      </p>
    </Form>
  );
}
