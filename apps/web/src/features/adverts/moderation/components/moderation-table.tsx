import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { Link } from 'react-router';
import { AdvertSummaryCells, PropertyCell } from '../../owner';
import { Icon } from '../../../../components/icon/icon';
import { RowActions } from '../../../../components/row-actions';
import { paths } from '../../../../lib/paths';
import type { ModerationRowAdvert } from '../api/moderation-adverts';
import { useModerationT } from '../texts';
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
  const t = useModerationT();
  return (
    <td data-label={t('col.waiting')}>
      <Badge bg={advert.kind === 'EDIT' ? 'info' : 'secondary'} className="me-2">
        {advert.kind ? t(`kind.${advert.kind}`) : null}
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
  // A live advert's waiting edit: Approve and Reject decide the edit, the advert stays live.
  const edit = advert.kind === 'EDIT';
  const decision = useAdvertDecision({ ...advert, edit });
  const t = useModerationT();
  const title = advert.title;
  return (
    <tr className={checked ? 'table-active' : undefined}>
      <td data-label={t('col.select')} className="moderation-table__select">
        <Form.Check
          aria-label={t('row.select', { title })}
          checked={checked}
          onChange={() => actions.onToggle(advert.id)}
        />
      </td>
      <td data-label={t('col.property')}>
        <PropertyCell advert={advert} />
      </td>
      {queue ? <WaitingCell advert={advert} /> : null}
      <AdvertSummaryCells advert={advert} />
      <td data-label={t('col.action')}>
        <div className="moderation-row__actions">
          <Link
            className="btn btn-outline-secondary btn-sm"
            to={paths.dashboard.advertReview(advert.id, search)}
            aria-label={t('row.reviewLabel', { title })}
          >
            <Icon name="eye" className="me-1" />
            {t('row.review')}
          </Link>
          {advert.status !== 'ACTIVATED' || edit ? (
            <Button
              variant="success"
              size="sm"
              aria-label={t(edit ? 'row.approveEditLabel' : 'row.approveLabel', { title })}
              disabled={decision.isPending}
              onClick={decision.approve}
            >
              {t('row.approve')}
            </Button>
          ) : null}
          {advert.status !== 'REJECTED' ? (
            <Button
              variant="outline-danger"
              size="sm"
              aria-label={t(edit ? 'row.rejectEditLabel' : 'row.rejectLabel', { title })}
              disabled={decision.isPending}
              onClick={decision.reject}
            >
              {t('row.reject')}
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
  const t = useModerationT();
  return (
    <table className="table align-middle owner-adverts-table moderation-table">
      <thead>
        <tr>
          <th scope="col" className="moderation-table__select">
            <Form.Check
              aria-label={t('row.selectAll')}
              checked={allChecked}
              onChange={() => onToggleAll(!allChecked)}
            />
          </th>
          <th scope="col">{t('col.property')}</th>
          {queue ? <th scope="col">{t('col.waiting')}</th> : null}
          <th scope="col">{t('col.datePublished')}</th>
          <th scope="col">{t('col.status')}</th>
          <th scope="col">{t('col.viewLikeTour')}</th>
          <th scope="col">{t('col.action')}</th>
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
