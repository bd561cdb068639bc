import type { Advert } from '@estate/contracts';
import { useState } from 'react';
import type { UseFormSetError } from 'react-hook-form';
import { useUpdateAdvertMutation } from '../api/update-advert';
import { type PickedImages } from '../../pictures';
import type { AdvertFormOutput, AdvertFormValues } from './advert-form-values';
import { useEditorSave } from './use-editor-save';

interface EditorSaveOptions {
  advert: Advert;
  picked: PickedImages;
  setError: UseFormSetError<AdvertFormValues>;
  onSaved: () => void;
}

/**
 * The owner editor's Update. An activated advert is saved only after the owner confirms that it
 * goes back to review (docs/product.md#advert-statuses).
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
  });

  return {
    failure,
    saving,
    confirming: confirming !== undefined,
    onValid: (values: AdvertFormOutput) =>
      advert.status === 'ACTIVATED' ? setConfirming(values) : save(values),
    confirm: () => {
      const values = confirming!;
      setConfirming(undefined);
      void save(values);
    },
    cancel: () => setConfirming(undefined),
  };
}
