import Button from 'react-bootstrap/Button';
import { Link, useLocation } from 'react-router';
import { FormAlert } from '../../../components/forms';
import { QueryStatus } from '../../../components/query-status';
import { errorMessage } from '../../../lib/api-error';
import { paths } from '../../../lib/paths';
import { useAuthStore } from '../../auth';
import { useAcceptInvitation, useInvitationPreview } from '../api/agencies';
import { useAgenciesT } from '../texts';

/**
 * /agency-invitation/{token}: what the e-mailed link invites to; a visitor logs in (and comes
 * back here) or registers with the invited address first (docs/product.md#agencies).
 */
export function InvitationAccept({ token }: { token: string }) {
  const t = useAgenciesT();
  const location = useLocation();
  const signedIn = useAuthStore((s) => s.isUserLogin && !!s.user);
  const preview = useInvitationPreview(token);
  const accept = useAcceptInvitation();
  const invitation = preview.data;
  return (
    <div className="container py-4 agency-invitation">
      <h1 className="h3">{t('inviteTitle')}</h1>
      <QueryStatus query={preview} loadingText={t('inviteLoading')} />
      {invitation ? (
        <>
          <p>{t('inviteLead', { agency: invitation.agency.name, email: invitation.email })}</p>
          {accept.isSuccess ? (
            <>
              <FormAlert
                variant="success"
                message={t('accepted', { agency: invitation.agency.name })}
              />
              <Link to={paths.dashboard.myAgency()}>{t('openAgency')}</Link>
            </>
          ) : signedIn ? (
            <>
              <FormAlert
                variant="danger"
                message={accept.isError ? errorMessage(accept.error) : null}
              />
              <Button onClick={() => accept.mutate(token)} disabled={accept.isPending}>
                {t('accept', { agency: invitation.agency.name })}
              </Button>
            </>
          ) : (
            <>
              <p>{t('inviteLogin', { email: invitation.email })}</p>
              <div className="d-flex gap-2">
                <Link
                  className="btn btn-primary"
                  to={paths.login()}
                  state={{ from: location.pathname }}
                >
                  {t('loginToAccept')}
                </Link>
                <Link className="btn btn-outline-primary" to={paths.register()}>
                  {t('registerToAccept')}
                </Link>
              </div>
            </>
          )}
        </>
      ) : null}
    </div>
  );
}
