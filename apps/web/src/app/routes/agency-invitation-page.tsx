import { useParams } from 'react-router';
import { InvitationAccept } from '../../features/agencies';

export default function AgencyInvitationPage() {
  const { token = '' } = useParams();
  return <InvitationAccept token={token} />;
}
