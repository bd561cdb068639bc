import { AuthCard, LoginForm } from '../../features/auth';

export default function LoginPage() {
  return (
    <AuthCard
      title="Login"
      subtitle="Welcome back! Log in to manage your adverts and tours."
      icon="box-arrow-in-right"
    >
      <LoginForm />
    </AuthCard>
  );
}
