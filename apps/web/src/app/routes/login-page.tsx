import { AuthCard, LoginForm, useAuthT } from '../../features/auth';

export default function LoginPage() {
  const t = useAuthT();
  return (
    <AuthCard title={t('loginTitle')} subtitle={t('loginSubtitle')} icon="box-arrow-in-right">
      <LoginForm />
    </AuthCard>
  );
}
