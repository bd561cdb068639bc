import { Link } from 'react-router';
import { FormAlert } from '../../../components/forms';
import { LoadingPanel } from '../../../components/loading-panel';
import { errorMessage } from '../../../lib/api-error';
import { useConfirmRegistration } from '../api/confirm-registration';
import { paths } from '../../../lib/paths';
import { useAuthT } from '../texts/auth-texts';

/** Confirms the registration once on load and shows what the server answered. */
export function RegistrationConfirmation({ code }: { code: string }) {
  const confirmation = useConfirmRegistration(code);
  const t = useAuthT();

  if (confirmation.isPending) return <LoadingPanel text={t('confirmingRegistration')} />;
  return (
    <>
      <FormAlert
        variant={confirmation.isError ? 'danger' : 'success'}
        message={
          confirmation.isError ? errorMessage(confirmation.error) : confirmation.data.message
        }
      />
      {confirmation.isError ? (
        <p className="text-center">
          <Link to={paths.resendConfirmation()}>{t('sendNewLink')}</Link>
        </p>
      ) : null}
      <div className="d-flex gap-2 justify-content-center">
        <Link to={paths.login()} className="btn btn-primary">
          {t('goToLogin')}
        </Link>
        <Link to={paths.home()} className="btn btn-outline-secondary">
          {t('home')}
        </Link>
      </div>
    </>
  );
}
