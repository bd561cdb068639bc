import { useParams } from 'react-router';
import { AuthCard } from '../../features/auth/components/auth-card';
import { RegistrationConfirmation } from '../../features/auth/components/registration-confirmation';

export default function RegisterConfirmPage() {
  const { code = '' } = useParams();
  return (
    <AuthCard title="Registration Confirmation" icon="envelope-check">
      <RegistrationConfirmation code={code} />
    </AuthCard>
  );
}
