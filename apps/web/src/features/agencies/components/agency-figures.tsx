import type { AgencyDashboard } from '@estate/contracts';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Table from 'react-bootstrap/Table';
import { Link } from 'react-router';
import { FormAlert } from '../../../components/forms';
import { QueryStatus } from '../../../components/query-status';
import { formatDate } from '../../../i18n';
import { errorMessage } from '../../../lib/api-error';
import { paths } from '../../../lib/paths';
import { downloadAgencyFigures, useAgencyDashboard } from '../api/agencies';
import { useAgenciesT } from '../texts';

/**
 * The agency's dashboard on My Agency (docs/product.md#agency-dashboard): adverts, views,
 * enquiries, tours and reply time per agent, as a CSV too; the owner also sees the latest
 * enquiries and the next tours of every agent, and the agency's limits.
 */
export function AgencyFigures({ agencyId }: { agencyId: number }) {
  const t = useAgenciesT();
  const dashboard = useAgencyDashboard(agencyId);
  const [failed, setFailed] = useState<unknown>(null);
  const data = dashboard.data;
  return (
    <section className="mt-4" aria-labelledby="agency-figures-title">
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2">
        <h3 id="agency-figures-title" className="h5 mb-0">
          {t('figures.title')}
        </h3>
        <Button
          size="sm"
          variant="outline-primary"
          onClick={() => downloadAgencyFigures(agencyId).catch(setFailed)}
        >
          {t('figures.csv')}
        </Button>
      </div>
      <FormAlert variant="danger" message={failed ? errorMessage(failed) : null} />
      <QueryStatus query={dashboard} loadingText={t('figures.loading')} />
      {data ? <FiguresTable data={data} /> : null}
      {data ? (
        <p className="small text-secondary">
          {t('figures.limits', {
            adverts: data.limits.advertsPerHourPerMember,
            used: data.limits.importsToday,
            imports: data.limits.importsPerDay,
            rows: data.limits.listingsPerFile,
          })}
        </p>
      ) : null}
      {data?.enquiries.length ? <LatestEnquiries data={data} /> : null}
      {data?.tours.length ? <NextTours data={data} /> : null}
    </section>
  );
}

function FiguresTable({ data }: { data: AgencyDashboard }) {
  const t = useAgenciesT();
  return (
    <Table responsive size="sm" className="align-middle mt-2">
      <thead>
        <tr>
          <th scope="col">{t('figures.agent')}</th>
          <th scope="col">{t('figures.adverts')}</th>
          <th scope="col">{t('figures.views')}</th>
          <th scope="col">{t('figures.enquiries')}</th>
          <th scope="col">{t('figures.tours')}</th>
          <th scope="col">{t('figures.replyTime')}</th>
        </tr>
      </thead>
      <tbody>
        {data.agents.map((a) => (
          <tr key={a.userId}>
            <th scope="row" className="fw-normal">
              {a.name}
            </th>
            <td>{t('figures.live', { count: a.adverts, live: a.liveAdverts })}</td>
            <td>{a.views}</td>
            <td>{t('figures.unanswered', { count: a.enquiries, open: a.unanswered })}</td>
            <td>{t('figures.upcoming', { count: a.tours, upcoming: a.upcomingTours })}</td>
            <td>{a.replyTime ? t(`figures.reply.${a.replyTime}`) : t('figures.reply.none')}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

function LatestEnquiries({ data }: { data: AgencyDashboard }) {
  const t = useAgenciesT();
  return (
    <>
      <h4 className="h6">{t('figures.latestEnquiries')}</h4>
      <ul className="small" aria-label={t('figures.latestEnquiries')}>
        {data.enquiries.map((e) => (
          <li key={`${e.advertSlug}-${e.guest}-${e.lastMessageAt}`}>
            <Link to={paths.property(e.advertSlug)}>{e.advertTitle}</Link>
            {' · '}
            {t(e.answered ? 'figures.enquiry' : 'figures.enquiryOpen', {
              guest: e.guest,
              agent: e.agent,
              when: formatDate(e.lastMessageAt, { dateStyle: 'medium' }),
            })}
          </li>
        ))}
      </ul>
    </>
  );
}

function NextTours({ data }: { data: AgencyDashboard }) {
  const t = useAgenciesT();
  return (
    <>
      <h4 className="h6">{t('figures.nextTours')}</h4>
      <ul className="small" aria-label={t('figures.nextTours')}>
        {data.tours.map((tour) => (
          <li key={`${tour.advertSlug}-${tour.tourTime}-${tour.guest}`}>
            <Link to={paths.property(tour.advertSlug)}>{tour.advertTitle}</Link>
            {' · '}
            {t('figures.tour', {
              guest: tour.guest,
              agent: tour.agent,
              when: tour.tourTime.replace('T', ' '),
            })}
          </li>
        ))}
      </ul>
    </>
  );
}
