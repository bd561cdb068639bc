import type { ContactMessageWithReplies } from '@estate/contracts';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { Icon } from '../../../components/icon/icon';
import { toast } from '../../../components/toast';
import { errorMessage } from '../../../lib/api-error';
import { useMarkReadMutation } from '../api/change-contact-message';
import { useContactMessagesT } from '../texts';
import { ReplyForm } from './reply-form';

interface StaffMessageActionsProps {
  message: ContactMessageWithReplies;
  onDelete: (message: ContactMessageWithReplies) => void;
}

/** Mark read or unread, reply (the form opens under the message) and delete. */
export function StaffMessageActions({ message, onDelete }: StaffMessageActionsProps) {
  const [replying, setReplying] = useState(false);
  const markRead = useMarkReadMutation();
  const t = useContactMessagesT();
  const toggleRead = () =>
    markRead
      .mutateAsync({ id: message.id, read: !message.isRead })
      .catch((error: unknown) => toast.error(errorMessage(error)));

  if (replying) return <ReplyForm messageId={message.id} onDone={() => setReplying(false)} />;
  return (
    <div className="contact-message__actions">
      <Button size="sm" variant="primary" onClick={() => setReplying(true)}>
        <Icon name="reply" className="me-1" />
        {t('actions.reply')}
      </Button>
      <Button
        size="sm"
        variant="outline-secondary"
        onClick={() => void toggleRead()}
        disabled={markRead.isPending}
      >
        {message.isRead ? t('actions.markUnread') : t('actions.markRead')}
      </Button>
      <Button size="sm" variant="outline-danger" onClick={() => onDelete(message)}>
        <Icon name="trash" className="me-1" />
        {t('actions.delete')}
      </Button>
    </div>
  );
}
