import type { Place } from '@estate/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import Form from 'react-bootstrap/Form';
import { errorMessage } from '../../../../../lib/api-error';
import { FormField } from '../../../../../components/forms/form-field';
import { usePropertiesT } from '../../texts';
import type { FilterProblem } from './filter-values';

/** A labelled text or number box with its problem below. */
interface TextInputProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  problem?: FilterProblem | undefined;
  type?: 'search' | 'number';
  inputMode?: 'decimal';
  min?: number;
  maxLength?: number;
  placeholder?: string;
}

export function TextInput({ label, value, onChange, problem, ...input }: TextInputProps) {
  const t = usePropertiesT();
  return (
    <FormField label={label} error={problem && t(problem)}>
      {(control) => (
        <Form.Control
          {...input}
          value={value}
          {...control}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
    </FormField>
  );
}

/** A labelled select of places with "any" first; its lookup's loading and failure are shown. */
interface SelectInputProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  anyLabel: string;
  options: readonly Place[] | undefined;
  /** The lookup behind the options: its loading and failure are shown. */
  lookup?: UseQueryResult<unknown> | undefined;
  disabled?: boolean;
}

export function SelectInput({
  label,
  value,
  onChange,
  anyLabel,
  options,
  lookup,
  disabled,
}: SelectInputProps) {
  const id = useId();
  const t = usePropertiesT();
  const loading = !!lookup?.isPending && lookup.fetchStatus !== 'idle';
  let note: ReactNode = null;
  if (lookup?.isError) {
    note = (
      <div className="filter-form__error" role="alert" id={`${id}-error`}>
        {errorMessage(lookup.error)}{' '}
        <button
          type="button"
          className="btn btn-link btn-sm p-0"
          onClick={() => void lookup.refetch()}
        >
          {t('tryAgain')}
        </button>
      </div>
    );
  }
  return (
    <Form.Group className="mb-3" controlId={id}>
      <Form.Label>{label}</Form.Label>
      <Form.Select
        value={value}
        disabled={disabled || loading}
        aria-busy={loading || undefined}
        aria-describedby={note ? `${id}-error` : undefined}
        onChange={(e) => onChange(e.target.value)}
      >
        <option value="">{loading ? t('loading') : anyLabel}</option>
        {options?.map((o) => (
          <option key={o.id} value={o.id}>
            {o.name}
          </option>
        ))}
      </Form.Select>
      {note}
    </Form.Group>
  );
}
