import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import { cancelEmailChange, revertEmailChange } from '../api/confirm-email-change';
import { useAuthT } from '../texts/auth-texts';
import { EmailLinkAction } from './email-link-action';

/** After either way back, the next step: a new password, which the other person may know. */
function NewPasswordLink() {
  const t = useAuthT();
  return (
    <p className="text-center">
      <Link to={paths.forgotPassword()}>{t('chooseNewPassword')}</Link>
    </p>
  );
}

/** The notice's link: stops a pending change of e-mail (docs/product.md#change-of-e-mail). */
export function EmailChangeCancel({ code }: { code: string }) {
  const t = useAuthT();
  return (
    <EmailLinkAction
      intro={t('cancelEmailChangeIntro')}
      action={t('cancelEmailChange')}
      run={() => cancelEmailChange(code)}
      afterSuccess={<NewPasswordLink />}
    />
  );
}

/** The "address changed" mail's link: puts the old address back and ends every session. */
export function EmailChangeRevert({ code }: { code: string }) {
  const t = useAuthT();
  return (
    <EmailLinkAction
      intro={t('revertEmailChangeIntro')}
      action={t('revertEmailChange')}
      run={() => revertEmailChange(code)}
      afterSuccess={<NewPasswordLink />}
    />
  );
}
