import type { Advert, AdvertEditState, OwnedAdvert } from '@estate/contracts';
import {
  REJECTION_REASON_CODES,
  rejectionReasonText,
  splitRejectionText,
  type RejectionReasonCode,
} from '@estate/contracts/rejection-reasons';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { Link } from 'react-router';
import { AdvertStatusBadge } from '../../../../components/advert-status-badge';
import { Icon } from '../../../../components/icon/icon';
import { formatPrice } from '../../shared';
import { AdvertPerformancePanel } from '../../performance';
import { paths } from '../../../../lib/paths';
import { useMemberT } from '../../../../i18n/member-texts';

const COLUMNS = 5;

interface OwnerAdvertTableProps {
  adverts: OwnedAdvert[];
  onEdit: (id: number) => void;
  onDelete: (advert: Advert) => void;
}

/** Date Published is the first 10 characters of the creation date. */
export const datePublished = (createAt: string) => createAt.slice(0, 10);

/** A listed reason's label alone ends without a stop; the text after it needs one. */
const asSentence = (text: string) => (/[.!?]$/.test(text.trim()) ? text : `${text.trim()}.`);

/** A listed reason's label in the reader's language; staff's own words stay as they wrote them. */
function useReasonLabel() {
  const t = useMemberT();
  return (code: string | null | undefined) =>
    REJECTION_REASON_CODES.includes(code as RejectionReasonCode)
      ? t(`reason.${code as RejectionReasonCode}`)
      : null;
}

/**
 * A live advert's edit, waiting or turned down: the approved version stays public either way
 * (docs/product.md#revisions).
 */
function EditState({ edit }: { edit: AdvertEditState }) {
  const t = useMemberT();
  const label = useReasonLabel();
  // A turned-down edit keeps its reason as English text: its listed reason is shown translated.
  const split = edit.reason ? splitRejectionText(edit.reason) : null;
  const reason = split ? rejectionReasonText(split.code, split.text, label) : null;
  if (edit.state === 'WAITING')
    return <div className="owner-advert__edit">{t('table.editWaiting')}</div>;
  return (
    <div className="owner-advert__reason">
      {reason
        ? t('table.editRejectedBecause', { reason: asSentence(reason) })
        : t('table.editRejected')}
    </div>
  );
}

/** Date Published, Status (with a rejection's reason or an edit's state) and View/Like/Tour. */
export function AdvertSummaryCells({
  advert,
}: {
  advert: Advert & { edit?: OwnedAdvert['edit'] };
}) {
  // The listed reason's label with the text staff wrote (docs/product.md#moderation).
  const label = useReasonLabel();
  const reason = rejectionReasonText(advert.statusReasonCode, advert.statusReason, label);
  const t = useMemberT();
  return (
    <>
      <td data-label={t('table.datePublished')}>{datePublished(advert.createAt)}</td>
      <td data-label={t('table.status')}>
        <div>
          <AdvertStatusBadge status={advert.status} />
          {advert.status === 'REJECTED' && reason ? (
            <div className="owner-advert__reason">{reason}</div>
          ) : null}
          {advert.edit ? <EditState edit={advert.edit} /> : null}
        </div>
      </td>
      <td data-label={t('table.viewLikeTour')}>
        <span title={t('table.viewLikeTourHint')}>
          {advert.viewCount}/{advert.likeCount}/{advert.tourCount}
        </span>
      </td>
    </>
  );
}

export function PropertyCell({ advert }: { advert: Advert }) {
  return (
    <div className="owner-advert__property">
      {advert.url ? (
        <img src={advert.url} alt="" className="owner-advert__thumb" loading="lazy" />
      ) : (
        <span className="owner-advert__thumb owner-advert__thumb--empty" aria-hidden="true">
          <Icon name="image" />
        </span>
      )}
      <div>
        <div className="owner-advert__title">{advert.title}</div>
        <div className="owner-advert__place">
          {advert.districtName}, {advert.cityName}
        </div>
        <div className="owner-advert__price">{formatPrice(advert.price, advert.currency)}</div>
      </div>
    </div>
  );
}

/**
 * The advert's own page. Visitors see it once approved; until then the server shows it to its
 * owner alone, so for a pending or rejected advert the link is named a preview.
 */
function PublicPageLink({ advert }: { advert: Advert }) {
  const isPublic = advert.status === 'ACTIVATED';
  const t = useMemberT();
  const title = advert.title;
  return (
    <Link
      to={paths.property(advert.slug)}
      className="btn btn-sm btn-outline-secondary"
      aria-label={isPublic ? t('table.openPage', { title }) : t('table.preview', { title })}
      title={isPublic ? t('table.openPublic') : t('table.previewHint')}
    >
      <Icon name={isPublic ? 'box-arrow-up-right' : 'eye'} />
    </Link>
  );
}

function AdvertRow({
  advert,
  onEdit,
  onDelete,
}: { advert: OwnedAdvert } & Omit<OwnerAdvertTableProps, 'adverts'>) {
  const [showPerformance, setShowPerformance] = useState(false);
  const panelId = `advert-performance-${advert.id}`;
  const t = useMemberT();
  const title = advert.title;
  return (
    <>
      <tr>
        <td data-label={t('table.property')}>
          <PropertyCell advert={advert} />
        </td>
        <AdvertSummaryCells advert={advert} />
        <td data-label={t('table.action')}>
          <div className="d-flex gap-2">
            <PublicPageLink advert={advert} />
            <Button
              variant={showPerformance ? 'primary' : 'outline-secondary'}
              size="sm"
              aria-label={t('table.performanceOf', { title })}
              aria-expanded={showPerformance}
              aria-controls={showPerformance ? panelId : undefined}
              onClick={() => setShowPerformance((open) => !open)}
            >
              <Icon name="graph-up" />
            </Button>
            <Button
              variant="outline-primary"
              size="sm"
              aria-label={t('table.edit', { title })}
              onClick={() => onEdit(advert.id)}
            >
              <Icon name="pencil-square" />
            </Button>
            <Button
              variant="outline-danger"
              size="sm"
              aria-label={t('table.delete', { title })}
              onClick={() => onDelete(advert)}
            >
              <Icon name="trash" />
            </Button>
          </div>
        </td>
      </tr>
      {showPerformance ? (
        <tr className="owner-advert__performance-row" id={panelId}>
          <td colSpan={COLUMNS} data-label={t('table.performance')}>
            <AdvertPerformancePanel advertId={advert.id} title={advert.title} />
          </td>
        </tr>
      ) : null}
    </>
  );
}

/** The My Adverts rows (docs/product.md#adverts); a stack of cards on phones. */
export function OwnerAdvertTable({ adverts, onEdit, onDelete }: OwnerAdvertTableProps) {
  const t = useMemberT();
  return (
    <table className="table align-middle owner-adverts-table">
      <thead>
        <tr>
          <th scope="col">{t('table.property')}</th>
          <th scope="col">{t('table.datePublished')}</th>
          <th scope="col">{t('table.status')}</th>
          <th scope="col">{t('table.viewLikeTour')}</th>
          <th scope="col">{t('table.action')}</th>
        </tr>
      </thead>
      <tbody>
        {adverts.map((advert) => (
          <AdvertRow key={advert.id} advert={advert} onEdit={onEdit} onDelete={onDelete} />
        ))}
      </tbody>
    </table>
  );
}
