import { useLocation } from 'react-router';
import { AuthCard, ResendConfirmationForm, type ResendPageState } from '../../features/auth';

export default function ResendConfirmationPage() {
  const state = (useLocation().state ?? {}) as ResendPageState;
  return (
    <AuthCard
      title="Didn't get the e-mail?"
      subtitle="Enter the address you registered with and we will send the confirmation link again."
      icon="envelope"
    >
      <ResendConfirmationForm email={state.email ?? ''} />
    </AuthCard>
  );
}
