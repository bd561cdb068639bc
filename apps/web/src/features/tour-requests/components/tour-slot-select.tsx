import { TOUR_TIME_SLOTS, type SlotState, type TourSlots } from '@estate/contracts';
import Form from 'react-bootstrap/Form';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useVisitsT, visitsText } from '../texts';
import { zoneNote } from './tour-zone';

/** How a slot that cannot be booked is named beside its time. */
const slotNote = (state: Exclude<SlotState, 'FREE'>) => visitsText(`slot.${state}`);

interface TourSlotSelectProps {
  id: string;
  registration: UseFormRegisterReturn;
  date: string;
  time: string;
  slots: TourSlots | undefined;
}

/**
 * "Tour time": the 48 specified half hours (10:00 by default), each marked free, outside the
 * advert's viewing hours, taken or past once a date is chosen; the chosen one's state and the
 * property's time zone are said below it (docs/product.md#viewing-hours).
 */
export function TourSlotSelect({ id, registration, date, time, slots }: TourSlotSelectProps) {
  const t = useVisitsT();
  const stateOf = new Map(slots?.slots.map((s) => [s.time, s.state]));
  const chosen = stateOf.get(time);
  const note = slots && date ? zoneNote(date, time, slots.timeZone) : undefined;
  return (
    <Form.Group className="mb-3" controlId={id}>
      <Form.Label>{t('tourTime')}</Form.Label>
      <Form.Select {...registration} aria-describedby={`${id}-note`}>
        {TOUR_TIME_SLOTS.map((slot) => {
          const state = stateOf.get(slot);
          const unavailable = state !== undefined && state !== 'FREE';
          return (
            <option key={slot} value={slot} disabled={unavailable && slot !== time}>
              {unavailable ? t('slotOption', { slot, note: slotNote(state) }) : slot}
            </option>
          );
        })}
      </Form.Select>
      <div id={`${id}-note`} aria-live="polite">
        {chosen && chosen !== 'FREE' ? (
          <Form.Text className="d-block text-danger tour-form__slot-state">
            {t('slotProblem', { time, note: slotNote(chosen) })}
          </Form.Text>
        ) : null}
        {note ? <Form.Text className="d-block tour-form__zone">{note}</Form.Text> : null}
      </div>
    </Form.Group>
  );
}
