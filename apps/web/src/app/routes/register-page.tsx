import { AuthCard } from '../../features/auth/components/auth-card';
import { RegisterForm } from '../../features/auth/forms/register-form';

export default function RegisterPage() {
  return (
    <AuthCard
      title="Register"
      subtitle="Create your free account to post adverts and book tours."
      icon="person-plus"
    >
      <RegisterForm />
    </AuthCard>
  );
}
