import type { TourRequest } from '@estate/contracts';
import { Link } from 'react-router';
import { TourRequestActions, type TourRowCommand } from './tour-request-actions';
import { personName, tourDateOf, tourTimeOf } from './tour-request-format';
import { TourStatusBadge } from './tour-status-badge';
import { paths } from '../../../lib/paths';

interface TourRequestTableProps {
  requests: TourRequest[];
  busyId: number | undefined;
  onCommand: (command: TourRowCommand, request: TourRequest) => void;
}

/**
 * The dashboard tour requests table (docs/product.md#tour-requests); a stack of cards on phones.
 */
export function TourRequestTable({ requests, busyId, onCommand }: TourRequestTableProps) {
  return (
    <table className="table align-middle tour-requests-table">
      <thead>
        <tr>
          <th scope="col">Property</th>
          <th scope="col">Owner</th>
          <th scope="col">Guest</th>
          <th scope="col">Status</th>
          <th scope="col">Tour Date</th>
          <th scope="col">Tour Time</th>
          <th scope="col">Action</th>
        </tr>
      </thead>
      <tbody>
        {requests.map((request) => (
          <tr key={request.id}>
            <td data-label="Property">
              <Link to={paths.property(request.advert.slug)} className="tour-requests-table__title">
                {request.advert.title}
              </Link>
            </td>
            <td data-label="Owner">{personName(request.ownerUser)}</td>
            <td data-label="Guest">{personName(request.guestUser)}</td>
            <td data-label="Status">
              <TourStatusBadge status={request.status} />
            </td>
            <td data-label="Tour Date">{tourDateOf(request)}</td>
            <td data-label="Tour Time">{tourTimeOf(request)}</td>
            <td data-label="Action">
              <TourRequestActions
                request={request}
                busy={busyId === request.id}
                onCommand={onCommand}
              />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
