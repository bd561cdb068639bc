import {
  PROPERTY_TYPES,
  typeFieldIssues,
  typeFieldsOf,
  type PropertyType,
} from '@estate/contracts';
import Form from 'react-bootstrap/Form';
import { useCategoriesT } from '../texts';
import type { PropertyEntry } from './property-names';

const numberOrNull = (text: string) => {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const n = Number(trimmed);
  return Number.isFinite(n) ? n : null;
};

/**
 * A key's type, and the unit and range of a number or the choices of a list
 * (docs/product.md#typed-property-details); what does not fit is said under it at once.
 */
export function PropertyTypeEditor({
  entry,
  onChange,
}: {
  entry: PropertyEntry;
  onChange: (entry: PropertyEntry) => void;
}) {
  const fields = typeFieldsOf(entry);
  const issues = typeFieldIssues(fields);
  const set = (patch: Partial<PropertyEntry>) => onChange({ ...entry, ...patch });
  const t = useCategoriesT();
  type What = 'type' | 'unit' | 'unitTr' | 'minimum' | 'maximum' | 'choices';
  const label = (what: What) => t('type.of', { what: t(`type.${what}`), name: entry.name });
  return (
    <div className="property-type">
      <Form.Select
        size="sm"
        aria-label={label('type')}
        value={fields.type}
        onChange={(event) => set({ type: event.target.value as PropertyType })}
      >
        {PROPERTY_TYPES.map((type) => (
          <option key={type} value={type}>
            {t(`type.${type}`)}
          </option>
        ))}
      </Form.Select>
      {fields.type === 'number' ? (
        <>
          <Form.Control
            size="sm"
            aria-label={label('unit')}
            placeholder={t('type.unitPlaceholder')}
            maxLength={20}
            value={fields.unit ?? ''}
            onChange={(event) => set({ unit: event.target.value || null })}
          />
          <Form.Control
            size="sm"
            lang="tr"
            aria-label={label('unitTr')}
            placeholder={t('type.unitTrPlaceholder')}
            maxLength={20}
            value={entry.unitTr ?? ''}
            onChange={(event) => set({ unitTr: event.target.value || null })}
          />
          <Form.Control
            size="sm"
            type="number"
            aria-label={label('minimum')}
            placeholder={t('type.min')}
            value={fields.min ?? ''}
            onChange={(event) => set({ min: numberOrNull(event.target.value) })}
          />
          <Form.Control
            size="sm"
            type="number"
            aria-label={label('maximum')}
            placeholder={t('type.max')}
            value={fields.max ?? ''}
            onChange={(event) => set({ max: numberOrNull(event.target.value) })}
          />
        </>
      ) : null}
      {fields.type === 'choice' ? (
        <Form.Control
          size="sm"
          aria-label={label('choices')}
          placeholder={t('type.choicesPlaceholder')}
          defaultValue={fields.choices.join('; ')}
          onChange={(event) =>
            set({
              choices: event.target.value
                .split(';')
                .map((c) => c.trim())
                .filter(Boolean),
            })
          }
        />
      ) : null}
      {issues.map((issue) => (
        <div key={issue.path} className="property-type__error text-danger small" role="alert">
          {issue.message}
        </div>
      ))}
    </div>
  );
}
