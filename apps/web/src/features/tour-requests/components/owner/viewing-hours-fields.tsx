import {
  TOUR_TIME_SLOTS,
  WEEKDAYS,
  minutesOf,
  type ViewingHours,
  type Weekday,
} from '@estate/contracts';
import { useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { tourDay, useVisitsT, visitsText, weekdayName } from '../../texts';
import { localToday } from '../shared/tour-request-values';

const CLOSING_TIMES = [...TOUR_TIME_SLOTS.slice(1), '24:00'];

/** What is wrong with the hours, as the server would say it (docs/product.md#viewing-hours). */
export function viewingHoursProblem(hours: ViewingHours, today = localToday()): string | undefined {
  if (minutesOf(hours.closes) <= minutesOf(hours.opens)) return visitsText('hoursEndAfterStart');
  const past = hours.blockedDates.find((d) => d < today);
  if (past) return visitsText('datePassed', { date: tourDay(past) });
  return undefined;
}

interface ViewingHoursFieldsProps {
  value: ViewingHours;
  onChange: (hours: ViewingHours) => void;
  disabled?: boolean;
}

/** Days, opening and closing half hours, and blocked dates of an advert's visits. */
export function ViewingHoursFields({ value, onChange, disabled }: ViewingHoursFieldsProps) {
  const t = useVisitsT();
  const id = useId();
  const [blocking, setBlocking] = useState('');
  const set = (change: Partial<ViewingHours>) => onChange({ ...value, ...change });
  const toggleDay = (day: Weekday) =>
    set({
      days: value.days.includes(day)
        ? value.days.filter((d) => d !== day)
        : WEEKDAYS.filter((d) => d === day || value.days.includes(d)),
    });
  const block = () => {
    if (blocking && !value.blockedDates.includes(blocking))
      set({ blockedDates: [...value.blockedDates, blocking].sort() });
    setBlocking('');
  };
  return (
    <fieldset className="viewing-hours" disabled={disabled}>
      <legend className="fs-6 fw-semibold">{t('viewingHours')}</legend>
      <div className="viewing-hours__days mb-2" role="group" aria-label={t('daysOpen')}>
        {WEEKDAYS.map((day, index) => (
          <Form.Check
            key={day}
            id={`${id}-${day}`}
            label={weekdayName(index)}
            checked={value.days.includes(day)}
            onChange={() => toggleDay(day)}
          />
        ))}
      </div>
      <div className="row g-2 mb-2">
        <Form.Group className="col-6" controlId={`${id}-opens`}>
          <Form.Label>{t('visitsFrom')}</Form.Label>
          <Form.Select value={value.opens} onChange={(e) => set({ opens: e.target.value })}>
            {TOUR_TIME_SLOTS.map((slot) => (
              <option key={slot}>{slot}</option>
            ))}
          </Form.Select>
        </Form.Group>
        <Form.Group className="col-6" controlId={`${id}-closes`}>
          <Form.Label>{t('visitsUntil')}</Form.Label>
          <Form.Select value={value.closes} onChange={(e) => set({ closes: e.target.value })}>
            {CLOSING_TIMES.map((slot) => (
              <option key={slot}>{slot}</option>
            ))}
          </Form.Select>
        </Form.Group>
      </div>
      <Form.Group controlId={`${id}-block`} className="mb-2">
        <Form.Label>{t('blockADate')}</Form.Label>
        <div className="d-flex gap-2">
          <Form.Control
            type="date"
            min={localToday()}
            value={blocking}
            onChange={(e) => setBlocking(e.target.value)}
          />
          <Button variant="outline-secondary" onClick={block} disabled={!blocking}>
            {t('block')}
          </Button>
        </div>
      </Form.Group>
      <ul className="viewing-hours__blocked" aria-label={t('blockedDates')}>
        {value.blockedDates.map((date) => (
          <li key={date}>
            <Button
              size="sm"
              variant="outline-danger"
              aria-label={t('unblock', { date: tourDay(date) })}
              onClick={() => set({ blockedDates: value.blockedDates.filter((d) => d !== date) })}
            >
              {tourDay(date)} ×
            </Button>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
