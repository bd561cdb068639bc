import type { AdvertType } from '@estate/contracts';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DashboardPageHeader } from '../../../components/dashboard-page-header';
import { toast } from '../../../components/toast';
import { useCreateAdvertTypeMutation, useUpdateAdvertTypeMutation } from '../api/save-advert-type';
import { AdvertTypeForm } from '../forms/advert-type-form';
import { useAdvertTypesT } from '../texts';
import { AdvertTypeList } from './advert-type-list';
import { useDeleteAdvertType } from './use-delete-advert-type';

type Mode = { kind: 'none' } | { kind: 'new' } | { kind: 'edit'; type: AdvertType };

function NewAdvertTypeForm({ onClose }: { onClose: () => void }) {
  const create = useCreateAdvertTypeMutation();
  const t = useAdvertTypesT();
  return (
    <AdvertTypeForm
      heading={t('newTitle')}
      initialTitle=""
      submitLabel="CREATE"
      busy={create.isPending}
      onClose={onClose}
      onSave={async (form) => {
        await create.mutateAsync(form);
        toast.success(t('saved'));
        onClose();
      }}
    />
  );
}

function EditAdvertTypeForm({ type, onClose }: { type: AdvertType; onClose: () => void }) {
  const update = useUpdateAdvertTypeMutation();
  const deletion = useDeleteAdvertType(onClose);
  const t = useAdvertTypesT();
  return (
    <>
      <AdvertTypeForm
        heading={t('editTitle')}
        initialTitle={type.title}
        initialTitleTr={type.titleTr}
        submitLabel="SAVE"
        busy={update.isPending || deletion.busy}
        onClose={onClose}
        onDelete={() => deletion.ask(type)}
        onSave={async (form) => {
          await update.mutateAsync({ id: type.id, form });
          toast.success(t('saved'));
          onClose();
        }}
      />
      <ConfirmDialog
        show={deletion.asking !== undefined}
        message={deletion.question}
        confirmLabel={t('delete')}
        cancelLabel={t('cancel')}
        onConfirm={() => void deletion.confirm()}
        onCancel={deletion.cancel}
      />
    </>
  );
}

/**
 * /dashboard/advert-types: the list, or the new or edit form in its place
 * (docs/product.md#advert-types).
 */
export function AdvertTypesScreen() {
  const [mode, setMode] = useState<Mode>({ kind: 'none' });
  const close = () => setMode({ kind: 'none' });
  const t = useAdvertTypesT();
  return (
    <>
      <DashboardPageHeader title={t('title')}>{t('lead')}</DashboardPageHeader>
      {mode.kind === 'none' ? (
        <AdvertTypeList
          onAdd={() => setMode({ kind: 'new' })}
          onEdit={(type) => setMode({ kind: 'edit', type })}
        />
      ) : null}
      {mode.kind === 'new' ? <NewAdvertTypeForm onClose={close} /> : null}
      {mode.kind === 'edit' ? (
        <EditAdvertTypeForm key={mode.type.id} type={mode.type} onClose={close} />
      ) : null}
    </>
  );
}
