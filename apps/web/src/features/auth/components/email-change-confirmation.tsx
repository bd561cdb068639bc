import { useEffect } from 'react';
import { Link } from 'react-router';
import { FormAlert } from '../../../components/forms';
import { LoadingPanel } from '../../../components/loading-panel';
import { errorMessage } from '../../../lib/api-error';
import { paths } from '../../../lib/paths';
import { useConfirmEmailChange } from '../api/confirm-email-change';
import { refreshSessionUser } from '../session';
import { useAuthT } from '../texts/auth-texts';
import { richText } from '../../../i18n/rich-text';

/** Opens the link of a change of e-mail once and shows whether the address changed. */
export function EmailChangeConfirmation({ code }: { code: string }) {
  const confirmation = useConfirmEmailChange(code);
  const changed = confirmation.isSuccess;
  const t = useAuthT();

  // A signed-in browser shows the new address at once (header, profile).
  useEffect(() => {
    if (changed) void refreshSessionUser();
  }, [changed]);

  if (confirmation.isPending) return <LoadingPanel text={t('changingEmail')} />;
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
          {richText((values) => t('emailLinkRules', values), {
            myProfile: <Link to={paths.dashboard.myProfile()}>{t('myProfile')}</Link>,
          })}
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
