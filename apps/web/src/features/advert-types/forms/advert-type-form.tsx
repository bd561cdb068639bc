import { advertTypeFormSchema, type AdvertTypeForm as AdvertTypePayload } from '@estate/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useForm, useWatch } from 'react-hook-form';
import { applyServerValidations, SubmitButton, TextField } from '../../../components/forms';
import { toast } from '../../../components/toast';
import { errorMessage } from '../../../lib/api-error';
import { useAdvertTypesT } from '../texts';

interface AdvertTypeFormProps {
  heading: string;
  initialTitle: string;
  /** The kept Turkish title; empty when there is none (readers then see the English one). */
  initialTitleTr?: string | null;
  submitLabel: 'CREATE' | 'SAVE';
  busy: boolean;
  onSave: (form: AdvertTypePayload) => Promise<unknown>;
  onClose: () => void;
  onDelete?: () => void;
}

/** Title with CLOSE and CREATE (disabled while empty), or CLOSE, DELETE and SAVE. */
export function AdvertTypeForm(props: AdvertTypeFormProps) {
  const { heading, initialTitle, initialTitleTr, submitLabel, busy, onSave, onClose, onDelete } =
    props;
  const form = useForm<AdvertTypePayload>({
    resolver: zodResolver(advertTypeFormSchema),
    mode: 'onChange',
    defaultValues: { title: initialTitle, titleTr: initialTitleTr ?? '' },
  });
  const title = useWatch({ control: form.control, name: 'title' });
  const t = useAdvertTypesT();
  const submit = form.handleSubmit(async (payload) => {
    try {
      await onSave(payload);
    } catch (error) {
      toast.error(errorMessage(error));
      applyServerValidations(error, form.setError, ['title', 'titleTr']);
    }
  });

  return (
    <Form noValidate onSubmit={submit} aria-label={heading} className="panel advert-type-form">
      <h2 className="category-form__title">{heading}</h2>
      <TextField
        label={t('form.title')}
        registration={form.register('title')}
        error={form.formState.errors.title}
        maxLength={40}
        disabled={busy}
      />
      <TextField
        label={t('form.titleTr')}
        help={t('form.titleTrHelp')}
        registration={form.register('titleTr')}
        error={form.formState.errors.titleTr}
        maxLength={40}
        lang="tr"
        disabled={busy}
      />
      <div className="category-form__actions">
        <Button variant="outline-secondary" onClick={onClose}>
          {t('form.close')}
        </Button>
        {onDelete ? (
          <Button variant="outline-danger" onClick={onDelete} disabled={busy}>
            {t('form.delete')}
          </Button>
        ) : null}
        <SubmitButton busy={busy} disabled={!title.trim()} className="px-5">
          {t(`form.${submitLabel}`)}
        </SubmitButton>
      </div>
    </Form>
  );
}
