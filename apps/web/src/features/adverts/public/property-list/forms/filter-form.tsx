import { useState, type FormEvent } from 'react';
import Form from 'react-bootstrap/Form';
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
import { SelectInput, TextInput } from './filter-fields';
import { TypedFilters } from './typed-filters';
import { CURRENCIES } from '@estate/contracts/property-values';
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

/** The draft values, a setter that patches them, and the problems found on the last apply. */
interface FieldsProps {
  values: FilterValues;
  set: (patch: Partial<FilterValues>) => void;
  problems: FilterProblems;
}

/**
 * The property list's filter panel (docs/product.md#public-site): advert type, category, search
 * text, price range, country → city → district (each choice loads the next list and clears the ones
 * below), and status for staff. Nothing is searched until the filters are applied.
 */
export function FilterForm({ initial, showStatus, onApply, onClear }: FilterFormProps) {
  const [values, setValues] = useState<FilterValues>(() => toFilterValues(initial));
  const [problems, setProblems] = useState<FilterProblems>({});
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
      <KindSelects values={values} set={set} problems={problems} />
      {numberOrUndefined(values.categoryId) ? (
        <TypedFilters
          categoryId={Number(values.categoryId)}
          value={values.properties}
          onChange={(properties) => set({ properties })}
        />
      ) : null}
      <PriceRange values={values} set={set} problems={problems} />
      <PlaceSelects values={values} set={set} problems={problems} />
      {showStatus ? <StatusSelect values={values} set={set} problems={problems} /> : null}
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

/** Advert type and category. */
function KindSelects({ values, set }: FieldsProps) {
  const advertTypes = useAdvertTypes();
  const categories = useCategories();
  return (
    <>
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
        onChange={(categoryId) => set({ categoryId, properties: {} })}
        anyLabel="Any category"
        lookup={categories}
        options={categories.data?.map((c) => ({ id: c.id, name: c.title }))}
      />
    </>
  );
}

function PriceRange({ values, set, problems }: FieldsProps) {
  return (
    <fieldset className="filter-form__prices">
      <legend className="form-label filter-form__legend">Price range</legend>
      <Form.Select
        size="sm"
        aria-label="Currency"
        className="mb-2"
        value={values.currency}
        onChange={(e) => set({ currency: e.target.value })}
      >
        <option value="">Site currency</option>
        {CURRENCIES.map((code) => (
          <option key={code} value={code}>
            {code}
          </option>
        ))}
      </Form.Select>
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
  );
}

/** Country → city → district: each choice loads the next list and clears the ones below. */
function PlaceSelects({ values, set }: FieldsProps) {
  const countries = useCountries();
  const cities = useCities(numberOrUndefined(values.country));
  const districts = useDistricts(numberOrUndefined(values.city));
  return (
    <>
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
    </>
  );
}

function StatusSelect({ values, set }: FieldsProps) {
  return (
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
  );
}
