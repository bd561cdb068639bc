import type { TourRequest } from '@estate/contracts';
import { TourRequestActions, type TourRowCommand } from '../shared/tour-request-actions';
import { CalendarButton } from '../shared/calendar-button';
import {
  personName,
  tourDateText,
  tourTimeText,
  tourZoneText,
} from '../shared/tour-request-format';
import { TourStatusBadge } from '../shared/tour-status-badge';
import { TourAdvertTitle } from '../shared/tour-advert-title';
import { useVisitsT } from '../../texts';

interface TourRequestTableProps {
  requests: TourRequest[];
  busyId: number | undefined;
  onCommand: (command: TourRowCommand, request: TourRequest) => void;
}

/**
 * The dashboard tour requests table (docs/product.md#tour-requests); a stack of cards on phones.
 */
export function TourRequestTable({ requests, busyId, onCommand }: TourRequestTableProps) {
  const t = useVisitsT();
  const label = {
    property: t('property'),
    owner: t('owner'),
    guest: t('guest'),
    status: t('status'),
    date: t('tourDate'),
    time: t('tourTimeColumn'),
    action: t('actions'),
  };
  return (
    <table className="table align-middle tour-requests-table">
      <thead>
        <tr>
          <th scope="col">{label.property}</th>
          <th scope="col">{label.owner}</th>
          <th scope="col">{label.guest}</th>
          <th scope="col">{label.status}</th>
          <th scope="col">{label.date}</th>
          <th scope="col">{label.time}</th>
          <th scope="col">{label.action}</th>
        </tr>
      </thead>
      <tbody>
        {requests.map((request) => (
          <tr key={request.id}>
            <td data-label={label.property}>
              <TourAdvertTitle advert={request.advert} linked />
            </td>
            <td data-label={label.owner}>{personName(request.ownerUser)}</td>
            <td data-label={label.guest}>{personName(request.guestUser)}</td>
            <td data-label={label.status}>
              <TourStatusBadge status={request.status} />
            </td>
            <td data-label={label.date}>{tourDateText(request)}</td>
            <td data-label={label.time}>
              <span>
                {tourTimeText(request)}{' '}
                <span className="small text-body-secondary text-nowrap">
                  {tourZoneText(request)}
                </span>
              </span>
            </td>
            <td data-label={label.action}>
              <div className="tour-row-actions">
                <TourRequestActions
                  request={request}
                  busy={busyId === request.id}
                  onCommand={onCommand}
                />
                {request.status === 'APPROVED' ? (
                  <CalendarButton id={request.id} title={request.advert.title} />
                ) : null}
              </div>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
