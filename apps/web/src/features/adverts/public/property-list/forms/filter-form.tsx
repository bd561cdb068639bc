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
import { usePropertiesT, type PropertiesTextKey } from '../../texts';

interface FilterFormProps {
  /** The filters in force (from the URL); the form edits a draft of them. */
  initial: AdvertFilters;
  /** Staff may filter by status; the API ignores it for everyone else. */
  showStatus: boolean;
  onApply: (filters: AdvertFilters) => void;
  onClear: () => void;
}

/** Status choices for staff; each one's label is `status.<value>` in the `properties` texts. */
export const STATUS_OPTIONS = ['1', '0', '2', 'all'] as const;

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
  const t = usePropertiesT();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = filterProblems(values);
    setProblems(found);
    if (Object.keys(found).length === 0) onApply(toFilters(values, showStatus));
  };

  return (
    <Form noValidate onSubmit={onSubmit} aria-label={t('filterProperties')} className="filter-form">
      <TextInput
        label={t('search')}
        type="search"
        value={values.q}
        maxLength={100}
        placeholder={t('searchPlaceholder')}
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
          <Icon name="funnel" /> {t('applyFilters')}
        </button>
        <button type="button" className="btn btn-link" onClick={onClear}>
          {t('clearFilters')}
        </button>
      </div>
    </Form>
  );
}

/** Advert type and category. */
function KindSelects({ values, set }: FieldsProps) {
  const advertTypes = useAdvertTypes();
  const categories = useCategories();
  const t = usePropertiesT();
  return (
    <>
      <SelectInput
        label={t('advertType')}
        value={values.advertTypeId}
        onChange={(advertTypeId) => set({ advertTypeId })}
        anyLabel={t('anyType')}
        lookup={advertTypes}
        options={advertTypes.data?.map((type) => ({ id: type.id, name: type.title }))}
      />
      <SelectInput
        label={t('category')}
        value={values.categoryId}
        onChange={(categoryId) => set({ categoryId, properties: {} })}
        anyLabel={t('anyCategory')}
        lookup={categories}
        options={categories.data?.map((c) => ({ id: c.id, name: c.title }))}
      />
    </>
  );
}

function PriceRange({ values, set, problems }: FieldsProps) {
  const t = usePropertiesT();
  return (
    <fieldset className="filter-form__prices">
      <legend className="form-label filter-form__legend">{t('priceRange')}</legend>
      <Form.Select
        size="sm"
        aria-label={t('currency')}
        className="mb-2"
        value={values.currency}
        onChange={(e) => set({ currency: e.target.value })}
      >
        <option value="">{t('siteCurrency')}</option>
        {CURRENCIES.map((code) => (
          <option key={code} value={code}>
            {code}
          </option>
        ))}
      </Form.Select>
      <div className="filter-form__price-row">
        <TextInput
          label={t('minPrice')}
          type="number"
          inputMode="decimal"
          min={0}
          value={values.priceMin}
          placeholder={t('min')}
          problem={problems.priceMin}
          onChange={(priceMin) => set({ priceMin })}
        />
        <TextInput
          label={t('maxPrice')}
          type="number"
          inputMode="decimal"
          min={0}
          value={values.priceMax}
          placeholder={t('max')}
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
  const t = usePropertiesT();
  return (
    <>
      <SelectInput
        label={t('country')}
        value={values.country}
        onChange={(country) => set({ country, city: '', district: '' })}
        anyLabel={t('anyCountry')}
        lookup={countries}
        options={countries.data}
      />
      <SelectInput
        label={t('city')}
        value={values.city}
        onChange={(city) => set({ city, district: '' })}
        anyLabel={values.country ? t('anyCity') : t('chooseCountryFirst')}
        disabled={!values.country}
        lookup={values.country ? cities : undefined}
        options={cities.data}
      />
      <SelectInput
        label={t('district')}
        value={values.district}
        onChange={(district) => set({ district })}
        anyLabel={values.city ? t('anyDistrict') : t('chooseCityFirst')}
        disabled={!values.city}
        lookup={values.city ? districts : undefined}
        options={districts.data}
      />
    </>
  );
}

function StatusSelect({ values, set }: FieldsProps) {
  const t = usePropertiesT();
  return (
    <Form.Group className="mb-3" controlId="filter-status">
      <Form.Label>{t('status')}</Form.Label>
      <Form.Select value={values.status} onChange={(e) => set({ status: e.target.value })}>
        {STATUS_OPTIONS.map((value) => (
          <option key={value} value={value}>
            {t(`status.${value}` as PropertiesTextKey)}
          </option>
        ))}
      </Form.Select>
    </Form.Group>
  );
}
