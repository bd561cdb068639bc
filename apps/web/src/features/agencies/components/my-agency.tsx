import type { MyAgency as MyAgencyData } from '@estate/contracts/agencies';
import Badge from 'react-bootstrap/Badge';
import { DashboardPageHeader } from '../../../components/dashboard-page-header';
import { QueryStatus } from '../../../components/query-status';
import { useMyAgency } from '../api/agencies';
import { useAgenciesT } from '../texts';
import { AgencyAdverts } from './agency-adverts';
import { AgencyFigures } from './agency-figures';
import { AgencyForm } from './agency-form';
import { CatalogueImport } from './catalogue-import';
import { AgencyLogo } from './agency-logo';
import { AgencyMembers } from './agency-members';
import { InviteForm } from './invite-form';
import { LeaveButton } from './leave-button';

/**
 * /dashboard/my-agency: create an agency, or keep one's own: details, members, invitations and
 * leaving (docs/product.md#agencies).
 */
export function MyAgency() {
  const t = useAgenciesT();
  const mine = useMyAgency();
  return (
    <div className="my-agency">
      <DashboardPageHeader title={t('title')}>{t('lead')}</DashboardPageHeader>
      <QueryStatus query={mine} loadingText={t('loading')} />
      {mine.data?.mine === null ? (
        <section>
          <h2 className="h5">{t('createTitle')}</h2>
          <p>{t('createLead')}</p>
          <AgencyForm />
        </section>
      ) : null}
      {mine.data?.mine ? <AgencyPanels mine={mine.data.mine} /> : null}
    </div>
  );
}

function AgencyPanels({ mine }: { mine: MyAgencyData }) {
  const t = useAgenciesT();
  const { agency, myRole } = mine;
  const owner = myRole === 'OWNER';
  const { status, reason } = agency.verification;
  return (
    <>
      <h2 className="h4">
        {agency.name}{' '}
        <Badge
          bg={status === 'VERIFIED' ? 'success' : status === 'REFUSED' ? 'danger' : 'secondary'}
        >
          {t(`status.${status}`)}
        </Badge>
      </h2>
      {status === 'REFUSED' && reason ? <p>{t('refusedReason', { reason })}</p> : null}
      <AgencyLogo mine={mine} />
      <AgencyMembers mine={mine} />
      <AgencyFigures agencyId={agency.id} />
      <AgencyAdverts mine={mine} />
      {owner ? <CatalogueImport agencyId={agency.id} /> : null}
      {owner ? <InviteForm mine={mine} /> : null}
      {owner ? (
        <section className="mt-4">
          <h3 className="h5">{t('detailsTitle')}</h3>
          <AgencyForm key={agency.id} agency={agency} />
        </section>
      ) : null}
      <LeaveButton mine={mine} />
    </>
  );
}
