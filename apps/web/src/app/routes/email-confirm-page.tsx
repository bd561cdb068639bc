import { useParams } from 'react-router';
import { AuthCard, EmailChangeConfirmation, useAuthT } from '../../features/auth';

export default function EmailConfirmPage() {
  const { code = '' } = useParams();
  const t = useAuthT();
  return (
    <AuthCard title={t('emailChangeTitle')} icon="envelope-check">
      <EmailChangeConfirmation code={code} />
    </AuthCard>
  );
}
