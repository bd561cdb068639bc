import { Link, useLocation } from 'react-router';
import { AuthCard, type ResetPageState, ResetPasswordForm } from '../../features/auth';
import { paths } from '../../lib/paths';

export default function ResetPage() {
  const state = (useLocation().state ?? {}) as ResetPageState;
  return (
    <AuthCard
      title="Reset Password"
      subtitle="Enter the code we e-mailed you and choose a new password."
      icon="shield-lock"
      footer={
        <>
          No code yet? <Link to={paths.forgotPassword()}>Send a new code</Link>
        </>
      }
    >
      <ResetPasswordForm email={state.email ?? ''} notice={state.message} />
    </AuthCard>
  );
}
