import type { ConversationSummary } from '@estate/contracts';
import { Link } from 'react-router';
import { threadPath } from './message-advertiser-form';

const when = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** The caller's threads, latest first; the open one marked, unread ones counted. */
export function ThreadList({
  threads,
  openId,
}: {
  threads: ConversationSummary[];
  openId: number | undefined;
}) {
  if (threads.length === 0)
    return (
      <p className="messages__empty">
        No conversations yet. Write to an advertiser from an advert’s page.
      </p>
    );
  return (
    <ul className="thread-list" aria-label="Conversations">
      {threads.map((thread) => (
        <li key={thread.id}>
          <Link
            to={threadPath(thread.id)}
            className={`thread-list__item${thread.id === openId ? ' thread-list__item--open' : ''}`}
            aria-current={thread.id === openId ? 'true' : undefined}
          >
            <span className="thread-list__top">
              <span className="thread-list__name">{thread.other.name}</span>
              <time className="thread-list__time" dateTime={thread.lastMessage.createAt}>
                {when.format(new Date(thread.lastMessage.createAt))}
              </time>
            </span>
            <span className="thread-list__advert">
              {thread.advert.title}
              {thread.advert.removed ? ' (removed)' : ''}
            </span>
            <span className="thread-list__last">
              {thread.lastMessage.mine ? 'You: ' : ''}
              {thread.lastMessage.text}
            </span>
            {thread.unread > 0 ? (
              <span className="thread-list__unread">
                {thread.unread}
                <span className="visually-hidden"> unread</span>
              </span>
            ) : null}
          </Link>
        </li>
      ))}
    </ul>
  );
}
