import { AuthCard, ForgotPasswordForm, useAuthT } from '../../features/auth';

export default function ForgotPasswordPage() {
  const t = useAuthT();
  return (
    <AuthCard title={t('forgotTitle')} subtitle={t('forgotSubtitle')} icon="question-circle">
      <ForgotPasswordForm />
    </AuthCard>
  );
}
