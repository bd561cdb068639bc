import type { ConversationDetail } from '@estate/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { FormField } from '../../../components/forms';
import { Link } from 'react-router';
import { errorMessage } from '../../../lib/api-error';
import { paths } from '../../../lib/paths';
import { conversationKeys, replyTo } from '../api/conversations';
import { messageProblem } from '../lib/message-rules';
import { messageTime, useMessagesT } from '../texts';
import { BlockedNotice, ThreadSafetyActions } from './thread-safety';

/** The reply box under an open thread. */
function ReplyForm({ threadId }: { threadId: number }) {
  const t = useMessagesT();
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string>();
  const send = useMutation({
    mutationFn: (message: string) => replyTo(threadId, { message }),
    onSuccess: (thread) => {
      setText('');
      queryClient.setQueryData(conversationKeys.thread(threadId), thread);
      void queryClient.invalidateQueries({ queryKey: [...conversationKeys.all, 'list'] });
    },
  });
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const found = messageProblem(text);
    if (found) return setProblem(found);
    send.mutate(text.trim());
  };
  const error = problem ?? (send.error ? errorMessage(send.error) : undefined);
  return (
    <Form noValidate onSubmit={submit} className="thread-view__reply">
      <FormField
        id={`reply-${threadId}`}
        label={t('yourReply')}
        labelClassName="visually-hidden"
        error={error}
        className=""
      >
        {(control) => (
          <Form.Control
            {...control}
            as="textarea"
            rows={2}
            value={text}
            placeholder={t('writeReply')}
            onChange={(e) => {
              setText(e.target.value);
              setProblem(undefined);
            }}
          />
        )}
      </FormField>
      <Button type="submit" disabled={send.isPending}>
        {t('send')}
      </Button>
    </Form>
  );
}

/** One open thread: what it is about, Block and Report, its messages as plain text, and the reply box. */
export function ThreadView({ thread }: { thread: ConversationDetail }) {
  const t = useMessagesT();
  const end = useRef<HTMLLIElement>(null);
  const last = thread.messages.at(-1)?.id;
  // Braces: Chromium's scrollIntoView answers a promise, which React would take for a cleanup.
  useEffect(() => {
    void end.current?.scrollIntoView?.({ block: 'nearest' });
  }, [last]);
  const { advert } = thread;
  return (
    <section className="thread-view" aria-labelledby="thread-title">
      <header className="thread-view__header">
        <h2 id="thread-title" className="thread-view__title">
          {thread.other.name}
        </h2>
        <p className="thread-view__advert">
          {advert.removed || !advert.slug || advert.available === false ? (
            <>
              {advert.title} ·{' '}
              <span className="thread-view__removed">
                {t(advert.removed ? 'advertRemoved' : 'advertUnavailable')}
              </span>
            </>
          ) : (
            <Link to={paths.property(advert.slug)}>{advert.title}</Link>
          )}
        </p>
        <ThreadSafetyActions thread={thread} />
      </header>
      <ol className="thread-view__messages" aria-label={t('messages')}>
        {thread.messages.map((m) => (
          <li
            key={m.id}
            className={`thread-view__message${m.mine ? ' thread-view__message--mine' : ''}`}
            ref={m.id === last ? end : undefined}
          >
            <span className="visually-hidden">{m.mine ? t('you') : thread.other.name}: </span>
            {/* Plain text: links and markup are shown as typed, never rendered. */}
            <p className="thread-view__text">{m.text}</p>
            <time dateTime={m.createAt}>{messageTime(m.createAt)}</time>
          </li>
        ))}
      </ol>
      {thread.other.deleted ? (
        // docs/product.md#deleting-an-account: the thread stays, the conversation is over.
        <p className="thread-view__closed" role="status">
          {t('accountDeleted')}
        </p>
      ) : thread.blocking ? (
        <BlockedNotice thread={thread} />
      ) : (
        <ReplyForm threadId={thread.id} />
      )}
    </section>
  );
}
