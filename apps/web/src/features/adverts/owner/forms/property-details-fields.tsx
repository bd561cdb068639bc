import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { useFormContext } from 'react-hook-form';
import { TextField } from '../../../../components/forms';
import { QueryStatus } from '../../../../components/query-status';
import { usePropertyKeys } from '../../../lookups';
import { valueField, type AdvertFormValues } from './advert-form-values';
import { FormSection } from './form-section';

/** One text input per property key of the chosen category, loaded when the category changes. */
export function PropertyDetailsFields() {
  const {
    register,
    watch,
    formState: { errors },
  } = useFormContext<AdvertFormValues>();
  const category = watch('category');
  const keys = usePropertyKeys(category ? Number(category) : undefined);

  return (
    <FormSection title="Property Details">
      {!category ? <p className="text-muted mb-0">Choose a category to see its details.</p> : null}
      {category ? <QueryStatus query={keys} loadingText="Loading details…" /> : null}
      {keys.data?.length === 0 ? (
        <p className="text-muted mb-0">This category has no details to fill in.</p>
      ) : null}
      <Row>
        {keys.data?.map((key) => (
          <Col xs={6} md={4} key={key.id}>
            <TextField
              label={key.name}
              registration={register(`values.${valueField(key.id)}`)}
              error={errors.values?.[valueField(key.id)]}
            />
          </Col>
        ))}
      </Row>
    </FormSection>
  );
}
