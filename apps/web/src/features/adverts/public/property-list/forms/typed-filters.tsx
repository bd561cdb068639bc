import type { PropertyKey } from '@estate/contracts';
import Form from 'react-bootstrap/Form';
import { usePropertyKeys } from '../../../../lookups';
import { usePropertiesT } from '../../texts';

interface TypedFiltersProps {
  categoryId: number;
  /** Filters by key id: `3..5`, `80..`, `yes`. */
  value: Record<string, string>;
  onChange: (value: Record<string, string>) => void;
}

/** `3..5` → ['3', '5']; `..120` → ['', '120']. */
export function rangeBounds(text: string | undefined): [string, string] {
  const [from = '', to = ''] = (text ?? '').split('..');
  return [from, to];
}

/** Two bounds → `3..5`, `3..`, `..120`, or nothing when both are empty. */
export const rangeText = (from: string, to: string): string | undefined =>
  from.trim() === '' && to.trim() === '' ? undefined : `${from.trim()}..${to.trim()}`;

/**
 * The chosen category's typed filters (docs/product.md#search): a range for each number key, a
 * toggle for each yes/no key. Kept in the URL with the other filters, dropped with the category.
 */
export function TypedFilters({ categoryId, value, onChange }: TypedFiltersProps) {
  const keys = usePropertyKeys(categoryId);
  const t = usePropertiesT();
  const set = (keyId: number, text: string | undefined) => {
    const next = { ...value };
    if (text === undefined) delete next[String(keyId)];
    else next[String(keyId)] = text;
    onChange(next);
  };
  const numbers = keys.data?.filter((k) => k.type === 'number') ?? [];
  const yesNo = keys.data?.filter((k) => k.type === 'boolean') ?? [];
  if (numbers.length + yesNo.length === 0) return null;
  return (
    <fieldset className="filter-form__typed">
      <legend className="form-label filter-form__legend">{t('details')}</legend>
      {numbers.map((key) => (
        <NumberRange key={key.id} propertyKey={key} text={value[key.id]} onChange={set} />
      ))}
      {yesNo.map((key) => (
        <Form.Check
          key={key.id}
          type="switch"
          id={`filter-key-${key.id}`}
          label={key.name}
          checked={value[key.id] === 'yes'}
          onChange={(event) => set(key.id, event.target.checked ? 'yes' : undefined)}
        />
      ))}
    </fieldset>
  );
}

function NumberRange({
  propertyKey: key,
  text,
  onChange,
}: {
  propertyKey: PropertyKey;
  text: string | undefined;
  onChange: (keyId: number, text: string | undefined) => void;
}) {
  const [from, to] = rangeBounds(text);
  const t = usePropertiesT();
  // "Area (m²)" already says its unit: never "Area (m²) (m²)".
  const unit = key.unit && !key.name.includes(`(${key.unit})`) ? ` (${key.unit})` : '';
  return (
    <div className="filter-form__range">
      <span className="filter-form__range-name">
        {key.name}
        {unit}
      </span>
      <Form.Control
        type="number"
        inputMode="decimal"
        aria-label={t('rangeFrom', { name: key.name })}
        placeholder={t('min')}
        value={from}
        onChange={(event) => onChange(key.id, rangeText(event.target.value, to))}
      />
      <Form.Control
        type="number"
        inputMode="decimal"
        aria-label={t('rangeTo', { name: key.name })}
        placeholder={t('max')}
        value={to}
        onChange={(event) => onChange(key.id, rangeText(from, event.target.value))}
      />
    </div>
  );
}
