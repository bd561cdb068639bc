import type { Advert, AdvertSaved } from '@estate/contracts';
import type { UseFormSetError } from 'react-hook-form';
import { useUpdateAdvertMutation } from '../api/update-advert';
import { type PickedImages } from '../../pictures';
import type { AdvertFormOutput, AdvertFormValues } from './advert-form-values';
import { useEditorSave } from './use-editor-save';
import { editorText } from '../texts';

interface EditorSaveOptions {
  advert: Advert;
  picked: PickedImages;
  setError: UseFormSetError<AdvertFormValues>;
  onSaved: () => void;
}

/**
 * The owner editor's Update. A live advert's changes, new pictures included, wait for review
 * while it stays online (docs/product.md#revisions); the saved message says so.
 */
export function useAdvertEditorSave({ advert, picked, setError, onSaved }: EditorSaveOptions) {
  const update = useUpdateAdvertMutation();
  const { saving, failure, save } = useEditorSave({
    advertId: advert.id,
    picked,
    setError,
    onSaved,
    persist: (body) => update.mutateAsync({ slug: advert.slug, body }),
    savedMessage: (saved) =>
      (saved as AdvertSaved).changesWaiting || (live && newPictures)
        ? editorText('revision.waitingSaved')
        : undefined,
  });
  const live = advert.status === 'ACTIVATED';
  const newPictures = picked.images.some((i) => i.state !== 'done');

  return { failure, saving, onValid: (values: AdvertFormOutput) => save(values) };
}
