import type { ContactMessageWithReplies } from '@estate/contracts';
import type { ReactNode } from 'react';
import Badge from 'react-bootstrap/Badge';
import { useContactMessagesT } from '../texts';
import { MessageReplies } from './message-replies';

/**
 * One contact message with its replies. Everything typed by a visitor or staff is rendered as
 * text by React, never as markup.
 */
export function MessageCard({
  message,
  children,
}: {
  message: ContactMessageWithReplies;
  children?: ReactNode;
}) {
  const name = `${message.firstName} ${message.lastName}`;
  const t = useContactMessagesT();
  return (
    <article
      className={`contact-message${message.isRead ? '' : ' contact-message--unread'}`}
      aria-label={t('card.from', { name })}
    >
      <header className="contact-message__header">
        <div>
          <h2 className="contact-message__name">{name}</h2>
          <a href={`mailto:${message.email}`} className="contact-message__email">
            {message.email}
          </a>
        </div>
        <div className="contact-message__meta">
          <time dateTime={message.createAt}>{message.createAt.slice(0, 10)}</time>
          <Badge bg={message.isRead ? 'secondary' : 'primary'}>
            {message.isRead ? t('card.read') : t('card.unread')}
          </Badge>
        </div>
      </header>
      <p className="contact-message__text">{message.message}</p>
      <MessageReplies replies={message.replies} />
      {children}
    </article>
  );
}
