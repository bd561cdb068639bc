import type { Advert, AdvertSaved } from '@estate/contracts';
import { useState } from 'react';
import type { UseFormSetError } from 'react-hook-form';
import { useUpdateAdvertMutation } from '../api/update-advert';
import { type PickedImages } from '../../pictures';
import type { AdvertFormOutput, AdvertFormValues } from './advert-form-values';
import { useEditorSave } from './use-editor-save';
import { CHANGES_WAITING_MESSAGE } from './revision-notice';

interface EditorSaveOptions {
  advert: Advert;
  picked: PickedImages;
  setError: UseFormSetError<AdvertFormValues>;
  onSaved: () => void;
}

/**
 * The owner editor's Update. A live advert's changes wait for review while it stays online
 * (docs/product.md#revisions); new pictures still take it back to review, so that save asks first.
 */
export function useAdvertEditorSave({ advert, picked, setError, onSaved }: EditorSaveOptions) {
  const update = useUpdateAdvertMutation();
  const [confirming, setConfirming] = useState<AdvertFormOutput>();
  const { saving, failure, save } = useEditorSave({
    advertId: advert.id,
    picked,
    setError,
    onSaved,
    persist: (body) => update.mutateAsync({ slug: advert.slug, body }),
    savedMessage: (saved) =>
      (saved as AdvertSaved).changesWaiting ? CHANGES_WAITING_MESSAGE : undefined,
  });

  return {
    failure,
    saving,
    confirming: confirming !== undefined,
    onValid: (values: AdvertFormOutput) =>
      advert.status === 'ACTIVATED' && picked.images.some((i) => i.state !== 'done')
        ? setConfirming(values)
        : save(values),
    confirm: () => {
      const values = confirming!;
      setConfirming(undefined);
      void save(values);
    },
    cancel: () => setConfirming(undefined),
  };
}
