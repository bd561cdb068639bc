import type { TourRequest } from '@estate/contracts';
import Modal from 'react-bootstrap/Modal';
import { useVisitsT } from '../../texts';
import { ChangeTimeForm } from './change-time-form';

interface ChangeTimeDialogProps {
  request: TourRequest | undefined;
  /** The server took the new time. */
  onChanged: () => void;
  onClose: () => void;
}

/** The guest picks another date and half hour for a pending or declined request. */
export function ChangeTimeDialog({ request, onChanged, onClose }: ChangeTimeDialogProps) {
  const t = useVisitsT();
  return (
    <Modal
      show={request !== undefined}
      onHide={onClose}
      centered
      aria-labelledby="change-time-title"
    >
      <Modal.Header closeButton>
        <Modal.Title id="change-time-title">{t('changeTourTime')}</Modal.Title>
      </Modal.Header>
      {request ? <ChangeTimeForm key={request.id} request={request} onChanged={onChanged} /> : null}
    </Modal>
  );
}
