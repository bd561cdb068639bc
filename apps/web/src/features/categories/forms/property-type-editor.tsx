import {
  PROPERTY_TYPES,
  choicesTrIssues,
  typeFieldIssues,
  typeFieldsOf,
  type PropertyType,
} from '@estate/contracts';
import Form from 'react-bootstrap/Form';
import { useCategoriesT } from '../texts';
import type { PropertyEntry } from './property-names';
import { readTurkishChoices, resizeTurkishChoices, turkishChoicesText } from './turkish-choices';

const numberOrNull = (text: string) => {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const n = Number(trimmed);
  return Number.isFinite(n) ? n : null;
};

type What = 'type' | 'unit' | 'unitTr' | 'minimum' | 'maximum' | 'choices' | 'choicesTr';

/** A list's choices and, beside them, their Turkish names in the same order. */
function ChoiceFields({
  entry,
  choices,
  set,
  label,
}: {
  entry: PropertyEntry;
  choices: string[];
  set: (patch: Partial<PropertyEntry>) => void;
  label: (what: What) => string;
}) {
  const t = useCategoriesT();
  return (
    <>
      <Form.Control
        size="sm"
        aria-label={label('choices')}
        placeholder={t('type.choicesPlaceholder')}
        defaultValue={choices.join('; ')}
        onChange={(event) => {
          const next = event.target.value
            .split(';')
            .map((c) => c.trim())
            .filter(Boolean);
          set({ choices: next, choicesTr: resizeTurkishChoices(entry.choicesTr, next.length) });
        }}
      />
      <Form.Control
        size="sm"
        lang="tr"
        aria-label={label('choicesTr')}
        placeholder={t('type.choicesTrPlaceholder')}
        defaultValue={turkishChoicesText(entry.choicesTr)}
        onChange={(event) =>
          set({ choicesTr: readTurkishChoices(event.target.value, choices.length) })
        }
      />
    </>
  );
}

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
  const turkishIssues =
    fields.type === 'choice' ? choicesTrIssues(fields.choices, entry.choicesTr) : [];
  const issues = [...typeFieldIssues(fields), ...turkishIssues];
  const set = (patch: Partial<PropertyEntry>) => onChange({ ...entry, ...patch });
  const t = useCategoriesT();
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
        <ChoiceFields entry={entry} choices={fields.choices} set={set} label={label} />
      ) : null}
      {issues.map((issue) => (
        <div key={issue.path} className="property-type__error text-danger small" role="alert">
          {issue.message}
        </div>
      ))}
    </div>
  );
}
