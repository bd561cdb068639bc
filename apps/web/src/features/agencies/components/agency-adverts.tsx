import type { AgencyAdvert } from '@estate/contracts';
import type { MyAgency } from '@estate/contracts/agencies';
import { useState } from 'react';
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import { Link } from 'react-router';
import { FormAlert } from '../../../components/forms';
import { ListPaging } from '../../../components/list-paging';
import { QueryStatus } from '../../../components/query-status';
import { toast } from '../../../components/toast';
import { usePageSize } from '../../../components/use-page-size';
import { formatDate, formatPrice } from '../../../i18n';
import { errorMessage } from '../../../lib/api-error';
import { paths } from '../../../lib/paths';
import { useAgencyAdverts, useAssignAgent } from '../api/agencies';
import { useAgenciesT } from '../texts';

/**
 * The agency's adverts on My Agency (docs/product.md#agency-adverts): the owner sees them all,
 * edits any and gives one to another member; an agent sees the ones they are responsible for.
 */
export function AgencyAdverts({ mine }: { mine: MyAgency }) {
  const t = useAgenciesT();
  const [page, setPage] = useState(0);
  const [size, setSize] = usePageSize('agency-adverts');
  const adverts = useAgencyAdverts(mine.agency.id, page, size);
  const assign = useAssignAgent(mine.agency.id);
  const owner = mine.myRole === 'OWNER';
  const data = adverts.data;
  const give = (advert: AgencyAdvert, userId: number) =>
    assign.mutate(
      { advertId: advert.id, userId },
      { onSuccess: () => toast.success(t('adverts.given', { title: advert.title })) },
    );
  return (
    <section className="mt-4" aria-labelledby="agency-adverts-title">
      <h3 id="agency-adverts-title" className="h5">
        {t(owner ? 'adverts.titleOwner' : 'adverts.titleAgent')}
      </h3>
      <p className="text-secondary">{t(owner ? 'adverts.leadOwner' : 'adverts.leadAgent')}</p>
      <QueryStatus query={adverts} loadingText={t('adverts.loading')} />
      <FormAlert variant="danger" message={assign.isError ? errorMessage(assign.error) : null} />
      {data?.totalElements === 0 ? <p>{t('adverts.none')}</p> : null}
      {data && data.totalElements > 0 ? (
        <Table responsive size="sm" className="align-middle">
          <thead>
            <tr>
              <th scope="col">{t('adverts.advert')}</th>
              <th scope="col">{t('adverts.price')}</th>
              <th scope="col">{t('adverts.status')}</th>
              <th scope="col">{t('adverts.agent')}</th>
            </tr>
          </thead>
          <tbody>
            {data.content.map((advert) => (
              <tr key={advert.id}>
                <td className="agency-adverts__title">
                  <Link to={`${paths.dashboard.myAdverts()}?edit=${advert.id}`}>
                    {advert.title}
                  </Link>
                  <div className="small text-secondary">
                    {formatDate(advert.createdAt, { dateStyle: 'medium' })}
                  </div>
                </td>
                <td className="text-nowrap">{formatPrice(advert.price, advert.currency)}</td>
                <td>{t(advert.isPublic ? 'adverts.public' : `adverts.status.${advert.status}`)}</td>
                <td>
                  {owner ? (
                    <Form.Select
                      size="sm"
                      className="agency-adverts__agent"
                      aria-label={t('adverts.agentOf', { title: advert.title })}
                      value={advert.agent.userId}
                      disabled={assign.isPending}
                      onChange={(event) => give(advert, Number(event.target.value))}
                    >
                      {mine.members.map((m) => (
                        <option key={m.userId} value={m.userId}>
                          {`${m.firstName} ${m.lastName}`.trim()}
                        </option>
                      ))}
                    </Form.Select>
                  ) : (
                    advert.agent.name
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      ) : null}
      {data && data.totalElements > 0 ? (
        <ListPaging
          page={page}
          totalPages={data.totalPages}
          size={size}
          onPageChange={setPage}
          onSizeChange={setSize}
          pagesLabel={t('adverts.pages')}
        />
      ) : null}
    </section>
  );
}
