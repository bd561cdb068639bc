import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { useFormContext } from 'react-hook-form';
import { useEffect } from 'react';
import { QueryStatus } from '../../../../components/query-status';
import { usePropertyKeys } from '../../../lookups';
import { valueField, type AdvertFormValues } from './advert-form-values';
import { FormSection } from './form-section';
import { TypedValueField } from './typed-value-field';
import { useEditorT } from '../texts';

/** One fitting control per property key of the chosen category, loaded when the category changes. */
export function PropertyDetailsFields() {
  const t = useEditorT();
  const { watch, setValue } = useFormContext<AdvertFormValues>();
  const category = watch('category');
  const keys = usePropertyKeys(category ? Number(category) : undefined);
  // The keys' rules go into the form, so its schema checks each value as it is typed.
  useEffect(() => {
    const rules = Object.fromEntries((keys.data ?? []).map((k) => [valueField(k.id), k]));
    setValue('rules', rules);
  }, [keys.data, setValue]);

  return (
    <FormSection title={t('section.details')}>
      {!category ? <p className="text-muted mb-0">{t('details.chooseCategory')}</p> : null}
      {category ? <QueryStatus query={keys} loadingText={t('details.loading')} /> : null}
      {keys.data?.length === 0 ? <p className="text-muted mb-0">{t('details.none')}</p> : null}
      <Row>
        {keys.data?.map((key) => (
          <Col xs={6} md={4} key={key.id}>
            <TypedValueField propertyKey={key} />
          </Col>
        ))}
      </Row>
    </FormSection>
  );
}
