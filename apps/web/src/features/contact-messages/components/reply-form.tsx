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
import { useContactMessagesT } from '../texts';

/** The English toast (the page's `reply.sent`), shown in the reader's language. */
export const REPLY_SENT = 'Your reply was sent';

/** Answers one message by e-mail; the answer is kept with it (the same rule as the server's). */
export function ReplyForm({ messageId, onDone }: { messageId: number; onDone: () => void }) {
  const reply = useReplyMutation();
  const t = useContactMessagesT();
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
      toast.success(t('reply.sent'));
      onDone();
    } catch (error) {
      applyServerValidations(error, setError, ['message']);
    }
  });

  return (
    <Form
      noValidate
      onSubmit={onSubmit}
      aria-label={t('reply.label')}
      className="contact-reply-form"
    >
      <FormAlert variant="danger" message={reply.isError ? errorMessage(reply.error) : null} />
      <TextField
        label={t('reply.text')}
        multiline
        rows={4}
        registration={register('message')}
        error={errors.message}
        help={t('reply.help', { max: MAX_REPLY_LENGTH })}
      />
      <div className="d-flex gap-2">
        <SubmitButton busy={isSubmitting || reply.isPending} className="px-4">
          {t('reply.send')}
        </SubmitButton>
        <Button variant="outline-secondary" onClick={onDone}>
          {t('cancel')}
        </Button>
      </div>
    </Form>
  );
}
