import { CURRENCIES, type WebSite } from '@estate/contracts';
import Form from 'react-bootstrap/Form';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { TextField } from '../../../components/forms';
import { useWebSiteT } from '../texts';

export interface FieldsProps {
  register: UseFormRegister<WebSite>;
  errors: FieldErrors<WebSite>;
}

export function GeneralFields({ register, errors }: FieldsProps) {
  const t = useWebSiteT();
  return (
    <Row className="g-sm-3">
      <Col md={6}>
        <TextField
          label={t('siteName')}
          registration={register('siteName')}
          error={errors.siteName}
        />
      </Col>
      <Col md={6}>
        <TextField label={t('tagline')} registration={register('tagline')} error={errors.tagline} />
        <TextField
          label={t('taglineTr')}
          registration={register('taglineTr')}
          error={errors.taglineTr}
          lang="tr"
        />
      </Col>
      <Col md={6}>
        <TextField
          label={t('contactEmail')}
          type="email"
          registration={register('contactEmail')}
          error={errors.contactEmail}
        />
      </Col>
      <Col md={6}>
        <TextField
          label={t('phone')}
          type="tel"
          registration={register('phone')}
          error={errors.phone}
          help={t('phoneHelp')}
        />
      </Col>
      <Col md={9}>
        <TextField label={t('address')} registration={register('address')} error={errors.address} />
      </Col>
      <Col md={3}>
        <Form.Group className="mb-3" controlId="web-site-default-currency">
          <Form.Label>{t('currency')}</Form.Label>
          <Form.Select {...register('defaultCurrency')}>
            {CURRENCIES.map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </Form.Select>
          <Form.Text muted>{t('currencyHelp')}</Form.Text>
        </Form.Group>
      </Col>
    </Row>
  );
}

const OFFICE_INDEXES = [0, 1, 2] as const;

export function OfficeFields({ register, errors }: FieldsProps) {
  const t = useWebSiteT();
  return (
    <Row className="g-sm-3 gy-3 mb-3">
      {OFFICE_INDEXES.map((i) => (
        <Col lg={4} key={i}>
          <fieldset className="web-site-form__office">
            <legend className="fs-6 fw-semibold">{t('office', { number: i + 1 })}</legend>
            <TextField
              label={t('city')}
              registration={register(`offices.${i}.city`)}
              error={errors.offices?.[i]?.city}
            />
            <TextField
              label={t('address')}
              registration={register(`offices.${i}.address`)}
              error={errors.offices?.[i]?.address}
            />
            <TextField
              label={t('phone')}
              type="tel"
              registration={register(`offices.${i}.phone`)}
              error={errors.offices?.[i]?.phone}
            />
          </fieldset>
        </Col>
      ))}
    </Row>
  );
}

export function MapFields({ register, errors }: FieldsProps) {
  const number = { type: 'number', step: 'any', inputMode: 'decimal' } as const;
  const t = useWebSiteT();
  return (
    <Row className="g-sm-3">
      <Col sm={4}>
        <TextField
          label={t('latitude')}
          {...number}
          registration={register('map.latitude', { valueAsNumber: true })}
          error={errors.map?.latitude}
        />
      </Col>
      <Col sm={4}>
        <TextField
          label={t('longitude')}
          {...number}
          registration={register('map.longitude', { valueAsNumber: true })}
          error={errors.map?.longitude}
        />
      </Col>
      <Col sm={4}>
        <TextField
          label={t('zoom')}
          type="number"
          step={1}
          registration={register('map.zoom', { valueAsNumber: true })}
          error={errors.map?.zoom}
        />
      </Col>
    </Row>
  );
}
