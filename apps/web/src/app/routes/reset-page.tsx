import { Link, useLocation } from 'react-router';
import { AuthCard, type ResetPageState, ResetPasswordForm, useAuthT } from '../../features/auth';
import { paths } from '../../lib/paths';

export default function ResetPage() {
  const state = (useLocation().state ?? {}) as ResetPageState;
  const t = useAuthT();
  return (
    <AuthCard
      title={t('resetTitle')}
      subtitle={t('resetSubtitle')}
      icon="shield-lock"
      footer={
        <>
          {t('noCodeYet')} <Link to={paths.forgotPassword()}>{t('sendNewCode')}</Link>
        </>
      }
    >
      <ResetPasswordForm email={state.email ?? ''} notice={state.message} />
    </AuthCard>
  );
}
