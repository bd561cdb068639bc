import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { useFormContext } from 'react-hook-form';
import { TextField } from '../../../../components/forms';
import { useAdvertTypes, useCategories } from '../../../lookups';
import type { AdvertFormValues } from './advert-form-values';
import { CurrencyField } from './currency-field';
import { FormSection } from './form-section';
import { SelectField } from './select-field';
import { useEditorT } from '../texts';

/** Title, slug (editor only), description, price, advert type and category. */
export function CommonInformationFields({ withSlug }: { withSlug: boolean }) {
  const {
    register,
    setValue,
    formState: { errors },
  } = useFormContext<AdvertFormValues>();
  const t = useEditorT();
  const advertTypes = useAdvertTypes();
  const categories = useCategories();

  return (
    <FormSection title={t('section.common')}>
      <TextField label={t('title')} registration={register('title')} error={errors.title} />
      {withSlug ? (
        <TextField label={t('slug')} registration={register('slug')} error={errors.slug} />
      ) : null}
      <TextField
        label={t('description')}
        multiline
        rows={5}
        registration={register('description')}
        error={errors.description}
      />
      <Row>
        <Col xs={8} md={3}>
          <TextField
            label={t('price')}
            type="number"
            inputMode="decimal"
            min={0}
            step="0.01"
            registration={register('price')}
            error={errors.price}
          />
        </Col>
        <Col xs={4} md={2}>
          <CurrencyField />
        </Col>
        <Col md={3}>
          <SelectField
            label={t('advertType')}
            placeholder={t('chooseAdvertType')}
            options={advertTypes.data?.map((type) => ({ id: type.id, label: type.title }))}
            registration={register('advertType')}
            error={errors.advertType}
          />
        </Col>
        <Col md={4}>
          <SelectField
            label={t('category')}
            placeholder={t('chooseCategory')}
            options={categories.data?.map((c) => ({ id: c.id, label: c.title }))}
            registration={register('category', { onChange: () => setValue('values', {}) })}
            error={errors.category}
          />
        </Col>
      </Row>
    </FormSection>
  );
}
