import type { Advert } from '@estate/contracts';
import { useState } from 'react';
import type { UseFormSetError } from 'react-hook-form';
import { applyServerValidations } from '../../../components/forms';
import { toast } from '../../../components/toast';
import { useUpdateAdvertMutation } from '../api/update-advert';
import type { PickedImages } from '../components/use-picked-images';
import { toAdvertBody, type AdvertFormOutput, type AdvertFormValues } from './advert-form-values';
import { ADVERT_SAVED_MESSAGE } from './new-advert-form';

interface EditorSaveOptions {
  advert: Advert;
  picked: PickedImages;
  setError: UseFormSetError<AdvertFormValues>;
  onSaved: () => void;
}

/**
 * The editor's Update: saves the advert, then sends the new pictures. An activated advert is
 * saved only after the owner confirms that it goes back to review (decisions §5).
 */
export function useAdvertEditorSave({ advert, picked, setError, onSaved }: EditorSaveOptions) {
  const update = useUpdateAdvertMutation();
  const [confirming, setConfirming] = useState<AdvertFormOutput>();
  const [saving, setSaving] = useState(false);

  const save = async (values: AdvertFormOutput) => {
    setSaving(true);
    try {
      await update.mutateAsync({ slug: advert.slug, body: toAdvertBody(values) });
      if (await picked.uploadAll(advert.id)) {
        toast.success(ADVERT_SAVED_MESSAGE);
        onSaved();
      }
    } catch (error) {
      applyServerValidations(error, setError, ['title', 'slug', 'description', 'price']);
    } finally {
      setSaving(false);
    }
  };

  return {
    update,
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
