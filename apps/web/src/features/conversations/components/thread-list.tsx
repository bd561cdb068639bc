import type { ConversationSummary } from '@estate/contracts';
import { Link } from 'react-router';
import { messageTime, useMessagesT } from '../texts';
import { threadPath } from './message-advertiser-form';

/** The caller's threads, latest first; the open one marked, unread ones counted. */
export function ThreadList({
  threads,
  openId,
}: {
  threads: ConversationSummary[];
  openId: number | undefined;
}) {
  const t = useMessagesT();
  if (threads.length === 0) return <p className="messages__empty">{t('noConversations')}</p>;
  return (
    <ul className="thread-list" aria-label={t('conversations')}>
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
                {messageTime(thread.lastMessage.createAt)}
              </time>
            </span>
            <span className="thread-list__advert">
              {thread.advert.title}
              {thread.advert.removed
                ? t('removedMark')
                : thread.advert.available === false
                  ? t('unavailableMark')
                  : ''}
            </span>
            <span className="thread-list__last">
              {thread.lastMessage.mine ? t('youPrefix') : ''}
              {thread.lastMessage.text}
            </span>
            {thread.unread > 0 ? (
              <span className="thread-list__unread">
                {thread.unread}
                <span className="visually-hidden">{t('unread')}</span>
              </span>
            ) : null}
          </Link>
        </li>
      ))}
    </ul>
  );
}
