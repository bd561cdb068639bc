import { Link } from 'react-router';
import { confirmRegistration } from '../api/confirm-registration';
import { paths } from '../../../lib/paths';
import { useAuthT } from '../texts/auth-texts';
import { EmailLinkAction } from './email-link-action';

/** Confirms the registration on the button and shows what the server answered. */
export function RegistrationConfirmation({ code }: { code: string }) {
  const t = useAuthT();
  return (
    <EmailLinkAction
      intro={t('confirmRegistrationIntro')}
      action={t('confirmRegistration')}
      run={() => confirmRegistration(code)}
      afterError={
        <p className="text-center">
          <Link to={paths.resendConfirmation()}>{t('sendNewLink')}</Link>
        </p>
      }
    />
  );
}
