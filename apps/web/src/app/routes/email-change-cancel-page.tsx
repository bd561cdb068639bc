import { useParams } from 'react-router';
import { AuthCard, EmailChangeCancel, useAuthT } from '../../features/auth';

export default function EmailChangeCancelPage() {
  const { code = '' } = useParams();
  const t = useAuthT();
  return (
    <AuthCard title={t('cancelEmailChangeTitle')} icon="shield-lock">
      <EmailChangeCancel code={code} />
    </AuthCard>
  );
}
