import type { AdvertType } from '@estate/contracts';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DashboardPageHeader } from '../../../components/dashboard-page-header';
import { toast } from '../../../components/toast';
import { useCreateAdvertTypeMutation, useUpdateAdvertTypeMutation } from '../api/save-advert-type';
import { AdvertTypeForm } from '../forms/advert-type-form';
import { AdvertTypeList } from './advert-type-list';
import { useDeleteAdvertType } from './use-delete-advert-type';

export const ADVERT_TYPE_SAVED_MESSAGE = 'Data saved successfully!';

type Mode = { kind: 'none' } | { kind: 'new' } | { kind: 'edit'; type: AdvertType };

function NewAdvertTypeForm({ onClose }: { onClose: () => void }) {
  const create = useCreateAdvertTypeMutation();
  return (
    <AdvertTypeForm
      heading="New Advert Type"
      initialTitle=""
      submitLabel="CREATE"
      busy={create.isPending}
      onClose={onClose}
      onSave={async (form) => {
        await create.mutateAsync(form);
        toast.success(ADVERT_TYPE_SAVED_MESSAGE);
        onClose();
      }}
    />
  );
}

function EditAdvertTypeForm({ type, onClose }: { type: AdvertType; onClose: () => void }) {
  const update = useUpdateAdvertTypeMutation();
  const deletion = useDeleteAdvertType(onClose);
  return (
    <>
      <AdvertTypeForm
        heading="Edit Advert Type"
        initialTitle={type.title}
        submitLabel="SAVE"
        busy={update.isPending || deletion.busy}
        onClose={onClose}
        onDelete={() => deletion.ask(type)}
        onSave={async (form) => {
          await update.mutateAsync({ id: type.id, form });
          toast.success(ADVERT_TYPE_SAVED_MESSAGE);
          onClose();
        }}
      />
      <ConfirmDialog
        show={deletion.asking !== undefined}
        message={deletion.question}
        confirmLabel="Delete"
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
  return (
    <>
      <DashboardPageHeader title="Advert Types">
        The kinds of advert people post and search by, such as Sale and Rent.
      </DashboardPageHeader>
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
