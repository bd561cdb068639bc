import Container from 'react-bootstrap/Container';
import { NewAdvertForm } from '../../features/adverts';
import { usePageTitle } from '../../hooks/use-page-title';
import { RequireLogin } from '../guards/require-login';

function NewAdvertContent() {
  usePageTitle('NEW ADVERT');
  return (
    <Container className="section">
      <h1 className="page-title mb-4">NEW ADVERT</h1>
      <div className="panel">
        <NewAdvertForm />
      </div>
    </Container>
  );
}

/** /add-new-advert: a visitor is sent to /login first. */
export default function NewAdvertPage() {
  return (
    <RequireLogin>
      <NewAdvertContent />
    </RequireLogin>
  );
}
