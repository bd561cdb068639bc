import { DEFAULT_TOUR_TIME, TOUR_TIME_SLOTS, type TourRequest } from '@estate/contracts';
import { useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { useVisitsT } from '../texts';
import { localToday } from './tour-request-values';

interface ChangeTimeDialogProps {
  request: TourRequest | undefined;
  onSave: (tourTime: string) => void;
  onClose: () => void;
}

/** The guest picks another date and half hour for a pending or declined request. */
export function ChangeTimeDialog({ request, onSave, onClose }: ChangeTimeDialogProps) {
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
      {request ? <ChangeTimeForm key={request.id} request={request} onSave={onSave} /> : null}
    </Modal>
  );
}

function ChangeTimeForm({
  request,
  onSave,
}: Pick<ChangeTimeDialogProps, 'onSave'> & { request: TourRequest }) {
  const t = useVisitsT();
  const [date, setDate] = useState(request.tourTime.slice(0, 10));
  const current = request.tourTime.slice(11, 16);
  const [time, setTime] = useState(TOUR_TIME_SLOTS.includes(current) ? current : DEFAULT_TOUR_TIME);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (date) onSave(`${date}T${time}`);
  };
  return (
    <Form onSubmit={submit}>
      <Modal.Body>
        <p className="mb-3">{request.advert.title}</p>
        <Form.Group className="mb-3" controlId="change-tour-date">
          <Form.Label>{t('tourDate')}</Form.Label>
          <Form.Control
            type="date"
            required
            min={localToday()}
            value={date}
            onChange={(e) => setDate(e.target.value)}
          />
        </Form.Group>
        <Form.Group controlId="change-tour-time">
          <Form.Label>{t('tourTime')}</Form.Label>
          <Form.Select value={time} onChange={(e) => setTime(e.target.value)}>
            {TOUR_TIME_SLOTS.map((slot) => (
              <option key={slot} value={slot}>
                {slot}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
      </Modal.Body>
      <Modal.Footer>
        <Button type="submit" variant="primary">
          {t('saveNewTime')}
        </Button>
      </Modal.Footer>
    </Form>
  );
}
