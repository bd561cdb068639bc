import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import { confirmEmailChange } from '../api/confirm-email-change';
import { refreshSessionUser } from '../session';
import { useAuthT } from '../texts/auth-texts';
import { richText } from '../../../i18n/rich-text';
import { EmailLinkAction } from './email-link-action';

/** Makes the change of e-mail on the button and shows whether the address changed. */
export function EmailChangeConfirmation({ code }: { code: string }) {
  const t = useAuthT();
  return (
    <EmailLinkAction
      intro={t('confirmEmailIntro')}
      action={t('confirmEmail')}
      run={() => confirmEmailChange(code)}
      // A signed-in browser shows the new address at once (header, profile).
      onDone={() => void refreshSessionUser()}
      afterError={
        <p className="text-center">
          {richText((values) => t('emailLinkRules', values), {
            myProfile: <Link to={paths.dashboard.myProfile()}>{t('myProfile')}</Link>,
          })}
        </p>
      }
    />
  );
}
