import { AuthCard, RegisterForm, useAuthT } from '../../features/auth';

export default function RegisterPage() {
  const t = useAuthT();
  return (
    <AuthCard title={t('registerTitle')} subtitle={t('registerSubtitle')} icon="person-plus">
      <RegisterForm />
    </AuthCard>
  );
}
