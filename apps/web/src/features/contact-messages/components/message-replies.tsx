import type { ContactMessageReply } from '@estate/contracts';

const replier = (reply: ContactMessageReply) =>
  reply.repliedBy ? `${reply.repliedBy.firstName} ${reply.repliedBy.lastName}` : 'Our team';

/** The answers kept with a message, oldest first: who, when, what. */
export function MessageReplies({ replies }: { replies: readonly ContactMessageReply[] }) {
  if (replies.length === 0) return null;
  return (
    <ol className="contact-message__replies" aria-label="Replies">
      {replies.map((reply) => (
        <li key={reply.id} className="contact-message__reply">
          <p className="contact-message__reply-meta">
            Reply by <strong>{replier(reply)}</strong> on {reply.createAt.slice(0, 10)}
          </p>
          <p className="contact-message__text">{reply.message}</p>
        </li>
      ))}
    </ol>
  );
}
