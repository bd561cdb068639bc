import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { useFormContext } from 'react-hook-form';
import { TextField } from '../../../../components/forms';
import { useCities, useCountries, useDistricts } from '../../../lookups';
import type { AdvertFormValues } from './advert-form-values';
import { FormSection } from './form-section';
import { MapPinField } from './map-pin-field';
import { SelectField } from './select-field';
import { useEditorT } from '../texts';

const asId = (value: string) => (value ? Number(value) : undefined);
const toOptions = (places: { id: number; name: string }[] | undefined) =>
  places?.map((p) => ({ id: p.id, label: p.name }));

/** Country → city → district (each choice loads the next and clears those below) and location. */
export function AddressFields() {
  const {
    register,
    setValue,
    watch,
    formState: { errors },
  } = useFormContext<AdvertFormValues>();
  const t = useEditorT();
  const countries = useCountries();
  const cities = useCities(asId(watch('country')));
  const districts = useDistricts(asId(watch('city')));

  return (
    <FormSection title={t('section.address')}>
      <Row>
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
            error={errors.country}
          />
        </Col>
        <Col md={4}>
          <SelectField
            label={t('city')}
            placeholder={t('chooseCity')}
            options={toOptions(cities.data)}
            disabled={!watch('country')}
            registration={register('city', { onChange: () => setValue('district', '') })}
            error={errors.city}
          />
        </Col>
        <Col md={4}>
          <SelectField
            label={t('district')}
            placeholder={t('chooseDistrict')}
            options={toOptions(districts.data)}
            disabled={!watch('city')}
            registration={register('district')}
            error={errors.district}
          />
        </Col>
      </Row>
      <TextField
        label={t('location')}
        registration={register('location')}
        error={errors.location}
      />
      <MapPinField districts={districts.data} />
    </FormSection>
  );
}
