import type { Place } from '@estate/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import Form from 'react-bootstrap/Form';
import { errorMessage } from '../../../../../lib/api-error';
import {
  useAdvertTypes,
  useCategories,
  useCities,
  useCountries,
  useDistricts,
} from '../../../../lookups';
import { type AdvertFilters } from '../../../shared';
import {
  filterProblems,
  toFilters,
  toFilterValues,
  type FilterProblems,
  type FilterValues,
} from './filter-values';
import { Icon } from '../../../../../components/icon/icon';

interface FilterFormProps {
  /** The filters in force (from the URL); the form edits a draft of them. */
  initial: AdvertFilters;
  /** Staff may filter by status; the API ignores it for everyone else. */
  showStatus: boolean;
  onApply: (filters: AdvertFilters) => void;
  onClear: () => void;
}

export const STATUS_OPTIONS = [
  { value: '1', label: 'Activated' },
  { value: '0', label: 'Pending' },
  { value: '2', label: 'Rejected' },
  { value: 'all', label: 'All statuses' },
] as const;

const numberOrUndefined = (v: string) => (v ? Number(v) : undefined);

/**
 * The property list's filter panel (docs/product.md#public-site): advert type, category, search
 * text, price range, country → city → district (each choice loads the next list and clears the ones
 * below), and status for staff. Nothing is searched until the filters are applied.
 */
export function FilterForm({ initial, showStatus, onApply, onClear }: FilterFormProps) {
  const [values, setValues] = useState<FilterValues>(() => toFilterValues(initial));
  const [problems, setProblems] = useState<FilterProblems>({});
  const advertTypes = useAdvertTypes();
  const categories = useCategories();
  const countries = useCountries();
  const cities = useCities(numberOrUndefined(values.country));
  const districts = useDistricts(numberOrUndefined(values.city));

  const set = (patch: Partial<FilterValues>) => setValues((v) => ({ ...v, ...patch }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = filterProblems(values);
    setProblems(found);
    if (Object.keys(found).length === 0) onApply(toFilters(values, showStatus));
  };

  return (
    <Form noValidate onSubmit={onSubmit} aria-label="Filter properties" className="filter-form">
      <TextInput
        label="Search"
        type="search"
        value={values.q}
        maxLength={100}
        placeholder="Title or description"
        problem={problems.q}
        onChange={(q) => set({ q })}
      />
      <SelectInput
        label="Advert type"
        value={values.advertTypeId}
        onChange={(advertTypeId) => set({ advertTypeId })}
        anyLabel="Any type"
        lookup={advertTypes}
        options={advertTypes.data?.map((t) => ({ id: t.id, name: t.title }))}
      />
      <SelectInput
        label="Category"
        value={values.categoryId}
        onChange={(categoryId) => set({ categoryId })}
        anyLabel="Any category"
        lookup={categories}
        options={categories.data?.map((c) => ({ id: c.id, name: c.title }))}
      />
      <fieldset className="filter-form__prices">
        <legend className="form-label filter-form__legend">Price range ($)</legend>
        <div className="filter-form__price-row">
          <TextInput
            label="Min price"
            type="number"
            inputMode="decimal"
            min={0}
            value={values.priceMin}
            placeholder="Min"
            problem={problems.priceMin}
            onChange={(priceMin) => set({ priceMin })}
          />
          <TextInput
            label="Max price"
            type="number"
            inputMode="decimal"
            min={0}
            value={values.priceMax}
            placeholder="Max"
            problem={problems.priceMax}
            onChange={(priceMax) => set({ priceMax })}
          />
        </div>
      </fieldset>
      <SelectInput
        label="Country"
        value={values.country}
        onChange={(country) => set({ country, city: '', district: '' })}
        anyLabel="Any country"
        lookup={countries}
        options={countries.data}
      />
      <SelectInput
        label="City"
        value={values.city}
        onChange={(city) => set({ city, district: '' })}
        anyLabel={values.country ? 'Any city' : 'Choose a country first'}
        disabled={!values.country}
        lookup={values.country ? cities : undefined}
        options={cities.data}
      />
      <SelectInput
        label="District"
        value={values.district}
        onChange={(district) => set({ district })}
        anyLabel={values.city ? 'Any district' : 'Choose a city first'}
        disabled={!values.city}
        lookup={values.city ? districts : undefined}
        options={districts.data}
      />
      {showStatus ? (
        <Form.Group className="mb-3" controlId="filter-status">
          <Form.Label>Status</Form.Label>
          <Form.Select value={values.status} onChange={(e) => set({ status: e.target.value })}>
            {STATUS_OPTIONS.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
      ) : null}
      <div className="filter-form__actions">
        <button type="submit" className="btn btn-primary">
          <Icon name="funnel" /> Apply filters
        </button>
        <button type="button" className="btn btn-link" onClick={onClear}>
          Clear filters
        </button>
      </div>
    </Form>
  );
}

interface TextInputProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  problem?: string | undefined;
  type?: 'search' | 'number';
  inputMode?: 'decimal';
  min?: number;
  maxLength?: number;
  placeholder?: string;
}

function TextInput({ label, value, onChange, problem, ...input }: TextInputProps) {
  const id = useId();
  return (
    <Form.Group className="mb-3" controlId={id}>
      <Form.Label>{label}</Form.Label>
      <Form.Control
        {...input}
        value={value}
        isInvalid={!!problem}
        aria-invalid={!!problem}
        aria-describedby={problem ? `${id}-error` : undefined}
        onChange={(e) => onChange(e.target.value)}
      />
      {problem ? (
        <Form.Control.Feedback type="invalid" id={`${id}-error`}>
          {problem}
        </Form.Control.Feedback>
      ) : null}
    </Form.Group>
  );
}

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

function SelectInput({
  label,
  value,
  onChange,
  anyLabel,
  options,
  lookup,
  disabled,
}: SelectInputProps) {
  const id = useId();
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
          Try again
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
        <option value="">{loading ? 'Loading…' : anyLabel}</option>
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
