import { AuthCard, RegisterForm } from '../../features/auth';

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
