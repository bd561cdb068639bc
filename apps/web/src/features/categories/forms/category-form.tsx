import type { CategoryForm as CategoryPayload } from '@estate/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { FormProvider, useForm, type Resolver } from 'react-hook-form';
import { applyServerValidations, SubmitButton } from '../../../components/forms';
import { toast } from '../../../components/toast';
import { errorMessage } from '../../../lib/api-error';
import { useCategoriesT } from '../texts';
import { CategoryFields } from './category-fields';
import { categoryFormValuesSchema, type CategoryFormValues } from './category-form-values';

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

function useCategoryForm(initialValues: CategoryFormValues) {
  return useForm<CategoryFormValues, unknown, CategoryPayload>({
    resolver: zodResolver(categoryFormValuesSchema) as unknown as Resolver<
      CategoryFormValues,
      unknown,
      CategoryPayload
    >,
    // Rules are checked as one types, so the submit button knows when the form is valid.
    mode: 'onChange',
    defaultValues: initialValues,
  });
}

/** The category create and edit form, submit disabled while invalid or busy. */
export function CategoryForm(props: CategoryFormProps) {
  const { title, initialValues, submitLabel, busy, onSave, onClose, onDelete } = props;
  const form = useCategoryForm(initialValues);
  const t = useCategoriesT();
  const submit = form.handleSubmit(async (payload) => {
    try {
      await onSave(payload);
    } catch (error) {
      toast.error(errorMessage(error));
      applyServerValidations(error, form.setError, FIELDS);
    }
  });

  return (
    <FormProvider {...form}>
      <Form noValidate onSubmit={submit} aria-label={title} className="panel category-form">
        <h2 className="category-form__title">{title}</h2>
        <CategoryFields disabled={busy} />
        <div className="category-form__actions">
          {onClose ? (
            <Button variant="outline-secondary" onClick={onClose}>
              {t('form.close')}
            </Button>
          ) : null}
          {onDelete ? (
            <Button variant="outline-danger" onClick={onDelete} disabled={busy}>
              {t('form.delete')}
            </Button>
          ) : null}
          <SubmitButton busy={busy} disabled={!form.formState.isValid} className="px-5">
            {t(`form.${submitLabel}`)}
          </SubmitButton>
        </div>
      </Form>
    </FormProvider>
  );
}
