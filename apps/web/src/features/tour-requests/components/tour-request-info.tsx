import type { TourRequest } from '@estate/contracts';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { personName, tourDateOf, tourTimeOf } from './tour-request-format';
import { TourStatusBadge } from './tour-status-badge';

/** The info button's modal: one request in full. */
export function TourRequestInfo({
  request,
  onClose,
}: {
  request: TourRequest | undefined;
  onClose: () => void;
}) {
  return (
    <Modal show={request !== undefined} onHide={onClose} centered aria-labelledby="tour-info-title">
      <Modal.Header closeButton>
        <Modal.Title id="tour-info-title">Tour request</Modal.Title>
      </Modal.Header>
      {request ? (
        <Modal.Body>
          <dl className="tour-info">
            <dt>Property</dt>
            <dd>{request.advert.title}</dd>
            <dt>Owner</dt>
            <dd>{personName(request.ownerUser)}</dd>
            <dt>Guest</dt>
            <dd>{personName(request.guestUser)}</dd>
            <dt>Status</dt>
            <dd>
              <TourStatusBadge status={request.status} />
            </dd>
            <dt>Tour Date</dt>
            <dd>{tourDateOf(request)}</dd>
            <dt>Tour Time</dt>
            <dd>{tourTimeOf(request)}</dd>
            <dt>Requested</dt>
            <dd>{request.createAt.slice(0, 10)}</dd>
          </dl>
        </Modal.Body>
      ) : null}
      <Modal.Footer>
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
