import { contactMessageWithRepliesSchema, messageSchema } from '@estate/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { contactMessageKeys } from './keys';

/** Every change touches the list, the sender's view and the unread count alike. */
function useContactMessageMutation<V, R>(mutationFn: (vars: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contactMessageKeys.all }),
  });
}

/** PATCH /contact-messages/{id}/read with {read}. */
export const useMarkReadMutation = () =>
  useContactMessageMutation(({ id, read }: { id: number; read: boolean }) =>
    apiRequest(`/contact-messages/${id}/read`, {
      method: 'PATCH',
      body: { read },
      auth: true,
      schema: contactMessageWithRepliesSchema,
    }),
  );

/** POST /contact-messages/{id}/reply with {message}: e-mailed to the sender and kept. */
export const useReplyMutation = () =>
  useContactMessageMutation(({ id, message }: { id: number; message: string }) =>
    apiRequest(`/contact-messages/${id}/reply`, {
      method: 'POST',
      body: { message },
      auth: true,
      schema: contactMessageWithRepliesSchema,
    }),
  );

/** DELETE /contact-messages/{id}: the message and its replies. */
export const useDeleteContactMessageMutation = () =>
  useContactMessageMutation((id: number) =>
    apiRequest(`/contact-messages/${id}`, { method: 'DELETE', auth: true, schema: messageSchema }),
  );
