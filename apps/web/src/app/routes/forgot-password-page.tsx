import { AuthCard, ForgotPasswordForm } from '../../features/auth';

export default function ForgotPasswordPage() {
  return (
    <AuthCard
      title="Forgot Password"
      subtitle="Enter your e-mail address and we will send you a code to reset your password."
      icon="question-circle"
    >
      <ForgotPasswordForm />
    </AuthCard>
  );
}
