import type { AdvertFormInput } from '@estate/contracts';
import { useState } from 'react';
import type { UseFormSetError } from 'react-hook-form';
import { applyServerValidations } from '../../../../components/forms';
import { toast } from '../../../../components/toast';
import { type PickedImages } from '../../pictures';
import { toAdvertBody, type AdvertFormOutput, type AdvertFormValues } from './advert-form-values';
import { editorText } from '../texts';

export interface EditorSaveCore {
  advertId: number;
  picked: PickedImages;
  setError: UseFormSetError<AdvertFormValues>;
  /** Sends the advert's form to the server (the owner's or the staff's endpoint). */
  persist: (body: AdvertFormInput) => Promise<unknown>;
  /** What to say after a save, when not staff's 'saved' (from the server's answer). */
  savedMessage?: (saved: unknown) => string | undefined;
  onSaved: () => void;
  onFailed?: (error: unknown) => void;
}

/**
 * An editor's Update, whoever edits: saves the advert, then sends the new pictures; says so
 * when both went through, and puts the server's per-field messages beside the fields.
 */
export function useEditorSave({
  advertId,
  picked,
  setError,
  persist,
  savedMessage,
  onSaved,
  onFailed,
}: EditorSaveCore) {
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<unknown>();

  const save = async (values: AdvertFormOutput) => {
    setSaving(true);
    setFailure(undefined);
    try {
      const saved = await persist(toAdvertBody(values));
      if (await picked.uploadAll(advertId)) {
        toast.success(savedMessage?.(saved) ?? editorText('saved.staff'));
        onSaved();
      }
    } catch (error) {
      setFailure(error);
      applyServerValidations(error, setError, ['title', 'slug', 'description', 'price']);
      onFailed?.(error);
    } finally {
      setSaving(false);
    }
  };

  return { saving, failure, save };
}
