import Form from 'react-bootstrap/Form';
import { Controller, useFormContext } from 'react-hook-form';
import { TextField } from '../../../components/forms';
import type { CategoryFormValues } from './category-form-values';
import { useCategoriesT } from '../texts';
import { IconPicker } from './icon-picker';
import { PropertiesPanel } from './properties-panel';

/**
 * Title, Slug, Sequence, Icon, the Status switch and the Properties panel
 * (docs/product.md#categories).
 */
export function CategoryFields({ disabled }: { disabled: boolean }) {
  const { register, control, formState } = useFormContext<CategoryFormValues>();
  const errors = formState.errors;
  const t = useCategoriesT();
  return (
    <fieldset className="category-form__fields" disabled={disabled}>
      <div className="category-form__row">
        <TextField
          label={t('form.title')}
          registration={register('title')}
          error={errors.title}
          maxLength={60}
        />
        <TextField
          label={t('form.titleTr')}
          registration={register('titleTr')}
          error={errors.titleTr}
          maxLength={60}
          lang="tr"
        />
        <TextField
          label={t('form.slug')}
          registration={register('slug')}
          error={errors.slug}
          maxLength={80}
        />
        <TextField
          label={t('form.sequence')}
          type="number"
          inputMode="numeric"
          min={0}
          registration={register('seq')}
          error={errors.seq}
        />
      </div>
      <Controller
        control={control}
        name="icon"
        render={({ field, fieldState }) => (
          <IconPicker
            value={field.value}
            onChange={field.onChange}
            error={fieldState.error?.message}
          />
        )}
      />
      <Form.Check
        type="switch"
        id="category-is-active"
        label={t('form.status')}
        className="mb-3"
        {...register('isActive')}
      />
      <Controller
        control={control}
        name="properties"
        render={({ field }) => <PropertiesPanel entries={field.value} onChange={field.onChange} />}
      />
    </fieldset>
  );
}
