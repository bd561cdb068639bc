import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { Link } from 'react-router';
import { AdvertSummaryCells, PropertyCell } from '../../owner';
import { Icon } from '../../../../components/icon/icon';
import { RowActions } from '../../../../components/row-actions';
import { paths } from '../../../../lib/paths';
import type { ModerationRowAdvert } from '../api/moderation-adverts';
import { waitedFor } from '../waiting';
import { useAdvertDecision } from './use-advert-decision';

interface ModerationTableProps {
  adverts: ModerationRowAdvert[];
  /** The list's filters as a query string: the review view walks the same queue. */
  search: string;
  selected: ReadonlySet<number>;
  onToggle: (id: number) => void;
  onToggleAll: (select: boolean) => void;
  onEdit: (id: number) => void;
  onDelete: (advert: ModerationRowAdvert) => void;
}

type RowProps = Omit<ModerationTableProps, 'adverts' | 'onToggleAll' | 'selected'> & {
  advert: ModerationRowAdvert;
  checked: boolean;
  queue: boolean;
};

/** The queue's column: NEW or EDIT, and how long the advert has waited. */
function WaitingCell({ advert }: { advert: ModerationRowAdvert }) {
  return (
    <td data-label="Waiting">
      <Badge bg={advert.kind === 'EDIT' ? 'info' : 'secondary'} className="me-2">
        {advert.kind}
      </Badge>
      {advert.waitingSince ? (
        <time className="moderation-waiting" dateTime={advert.waitingSince}>
          {waitedFor(advert.waitingSince)}
        </time>
      ) : null}
    </td>
  );
}

function ModerationRow({ advert, checked, queue, search, ...actions }: RowProps) {
  const decision = useAdvertDecision(advert);
  return (
    <tr className={checked ? 'table-active' : undefined}>
      <td data-label="Select" className="moderation-table__select">
        <Form.Check
          aria-label={`Select ${advert.title}`}
          checked={checked}
          onChange={() => actions.onToggle(advert.id)}
        />
      </td>
      <td data-label="Property">
        <PropertyCell advert={advert} />
      </td>
      {queue ? <WaitingCell advert={advert} /> : null}
      <AdvertSummaryCells advert={advert} />
      <td data-label="Action">
        <div className="moderation-row__actions">
          <Link
            className="btn btn-outline-secondary btn-sm"
            to={paths.dashboard.advertReview(advert.id, search)}
            aria-label={`Review ${advert.title}`}
          >
            <Icon name="eye" className="me-1" />
            Review
          </Link>
          {advert.status !== 'ACTIVATED' ? (
            <Button
              variant="success"
              size="sm"
              aria-label={`Approve ${advert.title}`}
              disabled={decision.isPending}
              onClick={decision.approve}
            >
              Approve
            </Button>
          ) : null}
          {advert.status !== 'REJECTED' ? (
            <Button
              variant="outline-danger"
              size="sm"
              aria-label={`Reject ${advert.title}`}
              disabled={decision.isPending}
              onClick={decision.reject}
            >
              Reject
            </Button>
          ) : null}
          <RowActions
            label={advert.title}
            onEdit={() => actions.onEdit(advert.id)}
            onDelete={() => actions.onDelete(advert)}
          />
        </div>
        {decision.dialog}
      </td>
    </tr>
  );
}

/**
 * The admin list: Property, Date Published, Status, View/Like/Tour, Action; rows to tick. The
 * queue (PENDING) adds how long each advert has waited; every row has Approve and Reject.
 */
export function ModerationTable({ adverts, selected, onToggleAll, ...row }: ModerationTableProps) {
  const allChecked = adverts.length > 0 && adverts.every((a) => selected.has(a.id));
  const queue = adverts.some((a) => a.kind !== undefined);
  return (
    <table className="table align-middle owner-adverts-table moderation-table">
      <thead>
        <tr>
          <th scope="col" className="moderation-table__select">
            <Form.Check
              aria-label="Select every advert on this page"
              checked={allChecked}
              onChange={() => onToggleAll(!allChecked)}
            />
          </th>
          <th scope="col">Property</th>
          {queue ? <th scope="col">Waiting</th> : null}
          <th scope="col">Date Published</th>
          <th scope="col">Status</th>
          <th scope="col">View/Like/Tour</th>
          <th scope="col">Action</th>
        </tr>
      </thead>
      <tbody>
        {adverts.map((advert) => (
          <ModerationRow
            key={advert.id}
            advert={advert}
            checked={selected.has(advert.id)}
            queue={queue}
            {...row}
          />
        ))}
      </tbody>
    </table>
  );
}
