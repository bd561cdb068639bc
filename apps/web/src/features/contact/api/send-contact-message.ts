import { contactMessageSchema, type ContactMessageRequest } from '@estate/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /contact with email, message, firstName, lastName → the saved message. */
export const sendContactMessage = (body: ContactMessageRequest) =>
  apiRequest('/contact', { method: 'POST', body, schema: contactMessageSchema });

export const useSendContactMessage = () => useMutation({ mutationFn: sendContactMessage });
