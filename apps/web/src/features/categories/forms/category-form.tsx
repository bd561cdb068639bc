import type { CategoryForm as CategoryPayload } from '@estate/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { applyServerValidations, SubmitButton, TextField } from '../../../components/forms';
import { toast } from '../../../components/toast';
import { errorMessage } from '../../../lib/api-error';
import { categoryFormValuesSchema, type CategoryFormValues } from './category-form-values';
import { IconPicker } from './icon-picker';
import { PropertiesPanel } from './properties-panel';

const FIELDS = ['title', 'slug', 'icon', 'seq'] as const;

interface CategoryFormProps {
  title: string;
  initialValues: CategoryFormValues;
  submitLabel: 'CREATE' | 'SAVE';
  busy: boolean;
  /** Saves; a refusal is shown as a toast with the server's message and beside its fields. */
  onSave: (form: CategoryPayload) => Promise<unknown>;
  onClose?: () => void;
  onDelete?: () => void;
}

/** Spec §2 and §5: the category create and edit form, submit disabled while invalid or busy. */
export function CategoryForm(props: CategoryFormProps) {
  const { title, initialValues, submitLabel, busy, onSave, onClose, onDelete } = props;
  const form = useForm<CategoryFormValues, unknown, CategoryPayload>({
    resolver: zodResolver(categoryFormValuesSchema) as unknown as Resolver<
      CategoryFormValues,
      unknown,
      CategoryPayload
    >,
    mode: 'onChange',
    defaultValues: initialValues,
  });
  const { register, control, formState } = form;
  const errors = formState.errors;

  const submit = form.handleSubmit(async (payload) => {
    try {
      await onSave(payload);
    } catch (error) {
      toast.error(errorMessage(error));
      applyServerValidations(error, form.setError, FIELDS);
    }
  });

  return (
    <Form noValidate onSubmit={submit} aria-label={title} className="panel category-form">
      <h2 className="category-form__title">{title}</h2>
      <fieldset className="category-form__fields" disabled={busy}>
        <div className="category-form__row">
          <TextField
            label="Title"
            registration={register('title')}
            error={errors.title}
            maxLength={60}
          />
          <TextField
            label="Slug"
            registration={register('slug')}
            error={errors.slug}
            maxLength={80}
          />
          <TextField
            label="Sequence"
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
          label="Status (active)"
          className="mb-3"
          {...register('isActive')}
        />
        <Controller
          control={control}
          name="properties"
          render={({ field }) => (
            <PropertiesPanel entries={field.value} onChange={field.onChange} />
          )}
        />
      </fieldset>
      <div className="category-form__actions">
        {onClose ? (
          <Button variant="outline-secondary" onClick={onClose}>
            CLOSE
          </Button>
        ) : null}
        {onDelete ? (
          <Button variant="outline-danger" onClick={onDelete} disabled={busy}>
            DELETE
          </Button>
        ) : null}
        <SubmitButton busy={busy} disabled={!formState.isValid} className="px-5">
          {submitLabel}
        </SubmitButton>
      </div>
    </Form>
  );
}
