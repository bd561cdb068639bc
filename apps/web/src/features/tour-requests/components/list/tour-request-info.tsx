import type { TourRequest } from '@estate/contracts';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { tourDay, useVisitsT } from '../../texts';
import { CalendarButton } from '../shared/calendar-button';
import {
  personName,
  tourDateText,
  tourTimeText,
  tourZoneText,
} from '../shared/tour-request-format';
import { TourStatusBadge } from '../shared/tour-status-badge';
import { TourAdvertTitle } from '../shared/tour-advert-title';

/** The info button's modal: one request in full. */
export function TourRequestInfo({
  request,
  onClose,
}: {
  request: TourRequest | undefined;
  onClose: () => void;
}) {
  const t = useVisitsT();
  return (
    <Modal show={request !== undefined} onHide={onClose} centered aria-labelledby="tour-info-title">
      <Modal.Header closeButton>
        <Modal.Title id="tour-info-title">{t('tourRequest')}</Modal.Title>
      </Modal.Header>
      {request ? (
        <Modal.Body>
          <dl className="tour-info">
            <dt>{t('property')}</dt>
            <dd>
              <TourAdvertTitle advert={request.advert} linked={false} />
            </dd>
            <dt>{t('owner')}</dt>
            <dd>{personName(request.ownerUser)}</dd>
            <dt>{t('guest')}</dt>
            <dd>{personName(request.guestUser)}</dd>
            <dt>{t('status')}</dt>
            <dd>
              <TourStatusBadge status={request.status} />
            </dd>
            <dt>{t('tourDate')}</dt>
            <dd>{tourDateText(request)}</dd>
            <dt>{t('tourTimeColumn')}</dt>
            <dd>
              {tourTimeText(request)} {tourZoneText(request)}
            </dd>
            <dt>{t('requested')}</dt>
            <dd>{tourDay(request.createAt.slice(0, 10))}</dd>
          </dl>
        </Modal.Body>
      ) : null}
      <Modal.Footer>
        {request?.status === 'APPROVED' ? (
          <CalendarButton id={request.id} title={request.advert.title} />
        ) : null}
        <Button variant="secondary" onClick={onClose}>
          {t('close')}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
