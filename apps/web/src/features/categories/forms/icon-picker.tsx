import { CATEGORY_ICONS } from '@estate/contracts';
import Form from 'react-bootstrap/Form';
import { Icon } from '../../../components/icon/icon';
import { useCategoriesT } from '../texts';

interface IconPickerProps {
  value: string;
  onChange: (icon: string) => void;
  error?: string;
  disabled?: boolean;
}

/** The bundled icons a category may show, as one group of radio buttons (shown as tiles). */
export function IconPicker({ value, onChange, error, disabled = false }: IconPickerProps) {
  const t = useCategoriesT();
  return (
    <fieldset className="icon-picker mb-3" disabled={disabled} aria-invalid={!!error}>
      <legend className="form-label fs-6 mb-1">
        {t('form.icon')}
        {value ? <span className="icon-picker__chosen">: {value}</span> : null}
      </legend>
      <div className="icon-picker__grid">
        {CATEGORY_ICONS.map((name) => (
          <label
            key={name}
            className={`icon-picker__tile${name === value ? ' icon-picker__tile--chosen' : ''}`}
            title={name}
          >
            <input
              type="radio"
              name="category-icon"
              className="visually-hidden"
              value={name}
              checked={name === value}
              aria-label={name}
              onChange={() => onChange(name)}
            />
            <Icon name={name} />
          </label>
        ))}
      </div>
      {error ? (
        <Form.Text className="text-danger d-block" role="alert">
          {error}
        </Form.Text>
      ) : null}
    </fieldset>
  );
}
