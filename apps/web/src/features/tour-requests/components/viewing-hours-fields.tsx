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
import { localToday } from './tour-request-values';

const DAY_NAMES: Record<Weekday, string> = {
  MON: 'Mon',
  TUE: 'Tue',
  WED: 'Wed',
  THU: 'Thu',
  FRI: 'Fri',
  SAT: 'Sat',
  SUN: 'Sun',
};
const CLOSING_TIMES = [...TOUR_TIME_SLOTS.slice(1), '24:00'];

/** What is wrong with the hours, as the server would say it (docs/product.md#viewing-hours). */
export function viewingHoursProblem(hours: ViewingHours, today = localToday()): string | undefined {
  if (minutesOf(hours.closes) <= minutesOf(hours.opens))
    return 'Viewing hours must end after they start.';
  const past = hours.blockedDates.find((d) => d < today);
  if (past) return `${past} has already passed: only today or a later date can be blocked.`;
  return undefined;
}

interface ViewingHoursFieldsProps {
  value: ViewingHours;
  onChange: (hours: ViewingHours) => void;
  disabled?: boolean;
}

/** Days, opening and closing half hours, and blocked dates of an advert's visits. */
export function ViewingHoursFields({ value, onChange, disabled }: ViewingHoursFieldsProps) {
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
      <legend className="fs-6 fw-semibold">Viewing hours</legend>
      <div className="viewing-hours__days mb-2" role="group" aria-label="Days open for visits">
        {WEEKDAYS.map((day) => (
          <Form.Check
            key={day}
            id={`${id}-${day}`}
            label={DAY_NAMES[day]}
            checked={value.days.includes(day)}
            onChange={() => toggleDay(day)}
          />
        ))}
      </div>
      <div className="row g-2 mb-2">
        <Form.Group className="col-6" controlId={`${id}-opens`}>
          <Form.Label>Visits from</Form.Label>
          <Form.Select value={value.opens} onChange={(e) => set({ opens: e.target.value })}>
            {TOUR_TIME_SLOTS.map((t) => (
              <option key={t}>{t}</option>
            ))}
          </Form.Select>
        </Form.Group>
        <Form.Group className="col-6" controlId={`${id}-closes`}>
          <Form.Label>Visits until</Form.Label>
          <Form.Select value={value.closes} onChange={(e) => set({ closes: e.target.value })}>
            {CLOSING_TIMES.map((t) => (
              <option key={t}>{t}</option>
            ))}
          </Form.Select>
        </Form.Group>
      </div>
      <Form.Group controlId={`${id}-block`} className="mb-2">
        <Form.Label>Block a date</Form.Label>
        <div className="d-flex gap-2">
          <Form.Control
            type="date"
            min={localToday()}
            value={blocking}
            onChange={(e) => setBlocking(e.target.value)}
          />
          <Button variant="outline-secondary" onClick={block} disabled={!blocking}>
            Block
          </Button>
        </div>
      </Form.Group>
      <ul className="viewing-hours__blocked" aria-label="Blocked dates">
        {value.blockedDates.map((date) => (
          <li key={date}>
            <Button
              size="sm"
              variant="outline-danger"
              aria-label={`Unblock ${date}`}
              onClick={() => set({ blockedDates: value.blockedDates.filter((d) => d !== date) })}
            >
              {date} ×
            </Button>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
