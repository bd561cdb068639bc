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
 * What a saved edit says (docs/product.md#revisions): a live advert's new price is public at
 * once, its other changes (and new pictures) wait for review; an advert that is not live waits
 * for review whole. Never the new advert's 'created'.
 */
export function savedMessage(saved: AdvertSaved, picturesWait: boolean): string {
  const waiting = saved.changesWaiting === true || picturesWait;
  if (saved.priceLive && waiting) return editorText('saved.priceLiveRestWaiting');
  if (waiting) return editorText('revision.waitingSaved');
  if (saved.priceLive) return editorText('saved.priceLive');
  if (saved.status === 'PENDING') return editorText('saved.waitsForReview');
  return editorText('saved.edit');
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
    savedMessage: (saved) => savedMessage(saved as AdvertSaved, live && newPictures),
  });
  const live = advert.status === 'ACTIVATED';
  const newPictures = picked.images.some((i) => i.state !== 'done');

  return { failure, saving, onValid: (values: AdvertFormOutput) => save(values) };
}
