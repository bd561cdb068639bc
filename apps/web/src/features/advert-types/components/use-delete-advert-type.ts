import type { AdvertType } from '@estate/contracts';
import { useState } from 'react';
import { toast } from '../../../components/toast';
import { errorMessage } from '../../../lib/api-error';
import { useDeleteAdvertTypeMutation } from '../api/save-advert-type';

/** The toast after an advert type is deleted (Turkish, as given). */
export const ADVERT_TYPE_DELETED_MESSAGE = 'Data silindi';
export const deleteAdvertTypeQuestion = (title: string) =>
  `Are you sure you want to delete this advert type? Advert Type = ${title}`;

/** Asks, deletes and says so; a refusal (in use: 409) shows the server's message. */
export function useDeleteAdvertType(onDeleted: () => void = () => undefined) {
  const remove = useDeleteAdvertTypeMutation();
  const [asking, setAsking] = useState<AdvertType>();
  const confirm = async () => {
    const type = asking;
    setAsking(undefined);
    if (!type) return;
    try {
      await remove.mutateAsync(type.id);
      toast.success(ADVERT_TYPE_DELETED_MESSAGE);
      onDeleted();
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };
  return {
    asking,
    question: asking ? deleteAdvertTypeQuestion(asking.title) : '',
    ask: setAsking,
    cancel: () => setAsking(undefined),
    confirm,
    busy: remove.isPending,
  };
}
