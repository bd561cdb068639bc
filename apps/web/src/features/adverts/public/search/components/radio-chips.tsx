import { useId } from 'react';
import { Icon } from '../../../../../components/icon/icon';

export interface RadioChip {
  id: number | undefined;
  label: string;
  icon?: string;
}

interface RadioChipsProps {
  legend: string;
  name: string;
  options: readonly RadioChip[];
  value: number | undefined;
  onChange: (value: number | undefined) => void;
  className?: string;
}

/** A labelled radio group drawn as chips (native radios, so arrows and Tab behave as usual). */
export function RadioChips({ legend, name, options, value, onChange, className }: RadioChipsProps) {
  const groupId = useId();
  return (
    <fieldset className={`radio-chips${className ? ` ${className}` : ''}`}>
      <legend className="visually-hidden">{legend}</legend>
      {options.map((option) => {
        const id = `${groupId}-${option.id ?? 'any'}`;
        return (
          <span key={id} className="radio-chips__item">
            <input
              type="radio"
              className="btn-check"
              name={name}
              id={id}
              value={option.id ?? ''}
              checked={value === option.id}
              onChange={() => onChange(option.id)}
            />
            <label className="radio-chips__chip" htmlFor={id}>
              {option.icon ? <Icon name={option.icon} /> : null}
              {option.label}
            </label>
          </span>
        );
      })}
    </fieldset>
  );
}
