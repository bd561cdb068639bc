import { useParams } from 'react-router';
import { AuthCard, RegistrationConfirmation } from '../../features/auth';

export default function RegisterConfirmPage() {
  const { code = '' } = useParams();
  return (
    <AuthCard title="Registration Confirmation" icon="envelope-check">
      <RegistrationConfirmation code={code} />
    </AuthCard>
  );
}
