import {
  contactMessageReplyRequestSchema,
  MAX_REPLY_LENGTH,
  type ContactMessageReplyRequest,
} from '@estate/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useForm } from 'react-hook-form';
import {
  applyServerValidations,
  FormAlert,
  SubmitButton,
  TextField,
} from '../../../components/forms';
import { toast } from '../../../components/toast';
import { errorMessage } from '../../../lib/api-error';
import { useReplyMutation } from '../api/change-contact-message';

export const REPLY_SENT = 'Your reply was sent';

/** Answers one message by e-mail; the answer is kept with it (the same rule as the server's). */
export function ReplyForm({ messageId, onDone }: { messageId: number; onDone: () => void }) {
  const reply = useReplyMutation();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ContactMessageReplyRequest>({
    resolver: zodResolver(contactMessageReplyRequestSchema),
    defaultValues: { message: '' },
  });

  const onSubmit = handleSubmit(async ({ message }) => {
    try {
      await reply.mutateAsync({ id: messageId, message });
      toast.success(REPLY_SENT);
      onDone();
    } catch (error) {
      applyServerValidations(error, setError, ['message']);
    }
  });

  return (
    <Form noValidate onSubmit={onSubmit} aria-label="Reply" className="contact-reply-form">
      <FormAlert variant="danger" message={reply.isError ? errorMessage(reply.error) : null} />
      <TextField
        label="Your reply"
        multiline
        rows={4}
        registration={register('message')}
        error={errors.message}
        help={`Sent by e-mail to the sender. Up to ${MAX_REPLY_LENGTH} characters.`}
      />
      <div className="d-flex gap-2">
        <SubmitButton busy={isSubmitting || reply.isPending} className="px-4">
          Send Reply
        </SubmitButton>
        <Button variant="outline-secondary" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </Form>
  );
}
