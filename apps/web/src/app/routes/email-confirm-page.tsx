import { useParams } from 'react-router';
import { AuthCard, EmailChangeConfirmation } from '../../features/auth';

export default function EmailConfirmPage() {
  const { code = '' } = useParams();
  return (
    <AuthCard title="E-mail Change" icon="envelope-check">
      <EmailChangeConfirmation code={code} />
    </AuthCard>
  );
}
