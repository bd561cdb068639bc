import type { SlotState, TourSlots } from '@estate/contracts';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useVisitsT, visitsText } from '../../texts';
import { zoneNote } from '../shared/tour-zone';
import { SLOTS_BY_PART, slotStates } from './slot-parts';

interface TourSlotGridProps {
  id: string;
  registration: UseFormRegisterReturn;
  date: string;
  time: string;
  slots: TourSlots | undefined;
  /** Said under the grid: why another slot than the wanted one was chosen, or that none is free. */
  notice?: string;
}

/** How a slot that cannot be booked is named beside its time. */
const noteOf = (state: Exclude<SlotState, 'FREE'>) => visitsText(`slot.${state}`);

function SlotButton(props: {
  id: string;
  slot: string;
  state: SlotState | undefined;
  registration: UseFormRegisterReturn;
}) {
  const { id, slot, state, registration } = props;
  const t = useVisitsT();
  const unavailable = state !== undefined && state !== 'FREE';
  const inputId = `${id}-${slot.replace(':', '')}`;
  const label = unavailable
    ? t('slotOption', { slot, note: noteOf(state) })
    : state === 'FREE'
      ? t('slotFree', { slot })
      : slot;
  return (
    <div className="slot-grid__slot">
      <input
        type="radio"
        className="btn-check"
        id={inputId}
        value={slot}
        disabled={unavailable}
        aria-label={label}
        {...registration}
      />
      <label
        htmlFor={inputId}
        title={label}
        className={`btn btn-sm slot-grid__button${state ? ` slot-grid__button--${state.toLowerCase()}` : ''}`}
      >
        {slot}
      </label>
    </div>
  );
}

/**
 * "Tour time" as a grid: the 48 specified half hours at once, by part of the day, each free,
 * outside the viewing hours, taken or past once a date is chosen; the property's time zone is
 * said below (docs/product.md#viewing-hours).
 */
export function TourSlotGrid({ id, registration, date, time, slots, notice }: TourSlotGridProps) {
  const t = useVisitsT();
  const states = slotStates(slots);
  const zone = slots && date ? zoneNote(date, time, slots.timeZone) : undefined;
  return (
    <fieldset className="mb-3 slot-grid" aria-describedby={`${id}-note`}>
      <legend className="form-label fs-6 mb-2">{t('tourTime')}</legend>
      {SLOTS_BY_PART.map(({ part, slots: partSlots }) => (
        <div key={part} className="slot-grid__part" role="group" aria-labelledby={`${id}-${part}`}>
          <div id={`${id}-${part}`} className="slot-grid__part-name">
            {t(`partOfDay.${part}`)}
          </div>
          <div className="slot-grid__slots">
            {partSlots.map((slot) => (
              <SlotButton
                key={slot}
                id={id}
                slot={slot}
                state={states.get(slot)}
                registration={registration}
              />
            ))}
          </div>
        </div>
      ))}
      <div id={`${id}-note`} aria-live="polite">
        {notice ? <p className="form-text mb-1 tour-form__slot-state">{notice}</p> : null}
        {zone ? <p className="form-text mb-0 tour-form__zone">{zone}</p> : null}
      </div>
    </fieldset>
  );
}
