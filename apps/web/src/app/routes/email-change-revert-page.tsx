import { useParams } from 'react-router';
import { AuthCard, EmailChangeRevert, useAuthT } from '../../features/auth';

export default function EmailChangeRevertPage() {
  const { code = '' } = useParams();
  const t = useAuthT();
  return (
    <AuthCard title={t('revertEmailChangeTitle')} icon="shield-lock">
      <EmailChangeRevert code={code} />
    </AuthCard>
  );
}
