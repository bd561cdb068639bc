import Container from 'react-bootstrap/Container';
import { usePageTitle } from '../../hooks/use-page-title';
import { RequireLogin } from '../guards/require-login';
import { NewAdvertForAgency } from './new-advert-for-agency';

function NewAdvertContent() {
  usePageTitle('NEW ADVERT');
  return (
    <Container className="section">
      <h1 className="page-title mb-4">NEW ADVERT</h1>
      <div className="panel">
        <NewAdvertForAgency />
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
