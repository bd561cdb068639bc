import { useLocation } from 'react-router';
import {
  AuthCard,
  ResendConfirmationForm,
  type ResendPageState,
  useAuthT,
} from '../../features/auth';

export default function ResendConfirmationPage() {
  const state = (useLocation().state ?? {}) as ResendPageState;
  const t = useAuthT();
  return (
    <AuthCard title={t('resendTitle')} subtitle={t('resendSubtitle')} icon="envelope">
      <ResendConfirmationForm email={state.email ?? ''} />
    </AuthCard>
  );
}
