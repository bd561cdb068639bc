import { useParams } from 'react-router';
import { AuthCard, RegistrationConfirmation, useAuthT } from '../../features/auth';

export default function RegisterConfirmPage() {
  const { code = '' } = useParams();
  const t = useAuthT();
  return (
    <AuthCard title={t('registerConfirmTitle')} icon="envelope-check">
      <RegistrationConfirmation code={code} />
    </AuthCard>
  );
}
