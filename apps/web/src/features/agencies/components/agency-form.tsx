import { zodResolver } from '@hookform/resolvers/zod';
import {
  agencyFormSchema,
  type Agency,
  type AgencyForm as AgencyFormOutput,
  type AgencyFormInput,
} from '@estate/contracts/agencies';
import { useState } from 'react';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { FormProvider, useForm, useFormContext, useWatch, type FieldError } from 'react-hook-form';
import {
  applyServerValidations,
  FormAlert,
  SubmitButton,
  TextField,
} from '../../../components/forms';
import { errorMessage } from '../../../lib/api-error';
import { MapPinField, SelectField } from '../../adverts';
import { useCities, useCountries, useDistricts } from '../../lookups';
import { useSaveAgency } from '../api/agencies';
import { useAgenciesT, useAgencyFieldError } from '../texts';

const asId = (value: unknown) => (value ? Number(value) : undefined);
const toOptions = (places: { id: number; name: string }[] | undefined) =>
  places?.map((p) => ({ id: p.id, label: p.name }));

const valuesOf = (agency: Agency | undefined): AgencyFormInput => ({
  name: agency?.name ?? '',
  licenceNumber: agency?.licenceNumber ?? '',
  phone: agency?.phone ?? '',
  email: agency?.email ?? '',
  address: agency?.address ?? '',
  country: agency ? String(agency.country.id) : '',
  city: agency ? String(agency.city.id) : '',
  district: agency ? String(agency.district.id) : '',
  point: agency?.point as AgencyFormInput['point'],
});

/**
 * Creates an agency, or edits the caller's (owner): the details, the office's place with the
 * advert form's pickers and map pin (docs/product.md#agencies).
 */
export function AgencyForm({ agency }: { agency?: Agency }) {
  const t = useAgenciesT();
  const fieldError = useAgencyFieldError();
  const save = useSaveAgency(agency?.id);
  const [done, setDone] = useState<'saved' | 'backToReview' | null>(null);
  const form = useForm<AgencyFormInput, unknown, AgencyFormOutput>({
    resolver: zodResolver(agencyFormSchema),
    mode: 'onTouched',
    defaultValues: valuesOf(agency),
  });
  const { register, setError, handleSubmit } = form;
  const { errors, isSubmitting } = form.formState;
  const districts = useDistricts(asId(useWatch({ control: form.control, name: 'city' })));

  const onSubmit = handleSubmit(async (values) => {
    setDone(null);
    try {
      const answer = await save.mutateAsync(values);
      if (agency)
        setDone('backToReview' in answer && answer.backToReview ? 'backToReview' : 'saved');
    } catch (error) {
      applyServerValidations(error, setError, [
        'name',
        'licenceNumber',
        'phone',
        'email',
        'address',
        'district',
      ]);
    }
  });

  const text = (name: keyof AgencyFormInput, label: string, type = 'text') => (
    <TextField
      label={label}
      type={type}
      registration={register(name)}
      error={fieldError(errors[name] as never)}
    />
  );
  return (
    <FormProvider {...form}>
      <Form
        noValidate
        onSubmit={onSubmit}
        aria-label={agency ? t('detailsTitle') : t('createTitle')}
      >
        <FormAlert variant="success" message={done ? t(done) : null} />
        <FormAlert variant="danger" message={save.isError ? errorMessage(save.error) : null} />
        <Row className="g-md-3">
          <Col md={6}>{text('name', t('name'))}</Col>
          <Col md={6}>{text('licenceNumber', t('licenceNumber'))}</Col>
          <Col md={6}>{text('phone', t('phone'), 'tel')}</Col>
          <Col md={6}>{text('email', t('email'), 'email')}</Col>
        </Row>
        <PlacePickers />
        {text('address', t('address'))}
        <MapPinField districts={districts.data} />
        <SubmitButton busy={isSubmitting}>{agency ? t('save') : t('create')}</SubmitButton>
      </Form>
    </FormProvider>
  );
}

/** Country → city → district: each choice loads the next and clears those below. */
function PlacePickers() {
  const t = useAgenciesT();
  const fieldError = useAgencyFieldError();
  const { register, setValue, watch, formState } = useFormContext<AgencyFormInput>();
  const countries = useCountries();
  const cities = useCities(asId(watch('country')));
  const districts = useDistricts(asId(watch('city')));
  const { errors } = formState;
  return (
    <Row className="g-md-3">
      <Col md={4}>
        <SelectField
          label={t('country')}
          placeholder={t('chooseCountry')}
          options={toOptions(countries.data)}
          registration={register('country', {
            onChange: () => {
              setValue('city', '');
              setValue('district', '');
            },
          })}
          error={fieldError(errors.country as FieldError | undefined)}
        />
      </Col>
      <Col md={4}>
        <SelectField
          label={t('city')}
          placeholder={t('chooseCity')}
          options={toOptions(cities.data)}
          disabled={!watch('country')}
          registration={register('city', { onChange: () => setValue('district', '') })}
          error={fieldError(errors.city as FieldError | undefined)}
        />
      </Col>
      <Col md={4}>
        <SelectField
          label={t('district')}
          placeholder={t('chooseDistrict')}
          options={toOptions(districts.data)}
          disabled={!watch('city')}
          registration={register('district')}
          error={fieldError(errors.district as FieldError | undefined)}
        />
      </Col>
    </Row>
  );
}
