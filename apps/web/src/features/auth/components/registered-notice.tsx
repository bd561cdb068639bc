import { Link, useLocation } from 'react-router';
import { registerPageTexts } from '../../../i18n';
import { richText } from '../../../i18n/rich-text';
import english from '../../../i18n/locales/en/registered.json';
import { paths } from '../../../lib/paths';

// Its own two texts: the home page draws it, and the account pages' texts stay out of the first
// load (docs/product.md#first-load).
const useNoticeT = registerPageTexts(
  'registered',
  english,
  () => import('../../../i18n/locales/tr/registered.json'),
);

function Notice({ email }: { email: string }) {
  const t = useNoticeT();
  return (
    <div className="container pt-3">
      <div className="alert alert-info mb-0" role="status">
        {richText((values) => t('sentLink', values), { email: <strong>{email}</strong> })}{' '}
        <Link to={paths.resendConfirmation()} state={{ email }}>
          {t('didntGetEmail')}
        </Link>
      </div>
    </div>
  );
}

/**
 * Shown on the page a registration lands on (the home page): where the link went, and a way to
 * have it sent again. Imports no schema, so the home page's first load stays small.
 */
export function RegisteredNotice() {
  const state = useLocation().state as { registeredEmail?: unknown } | null;
  const email = state?.registeredEmail;
  return typeof email === 'string' ? <Notice email={email} /> : null;
}
