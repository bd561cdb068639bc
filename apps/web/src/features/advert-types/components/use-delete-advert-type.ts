import type { AdvertType } from '@estate/contracts';
import { useState } from 'react';
import { toast } from '../../../components/toast';
import { errorMessage } from '../../../lib/api-error';
import { useDeleteAdvertTypeMutation } from '../api/save-advert-type';
import { useAdvertTypesT } from '../texts';

/** The toast after an advert type is deleted (Turkish, as given). */
export const ADVERT_TYPE_DELETED_MESSAGE = 'Data silindi';

/** Asks, deletes and says so; a refusal (in use: 409) shows the server's message. */
export function useDeleteAdvertType(onDeleted: () => void = () => undefined) {
  const remove = useDeleteAdvertTypeMutation();
  const [asking, setAsking] = useState<AdvertType>();
  const t = useAdvertTypesT();
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
    question: asking ? t('deleteQuestion', { title: asking.title }) : '',
    ask: setAsking,
    cancel: () => setAsking(undefined),
    confirm,
    busy: remove.isPending,
  };
}
