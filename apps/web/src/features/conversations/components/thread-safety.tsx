import type { ConversationDetail } from '@estate/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { errorMessage } from '../../../lib/api-error';
import { conversationKeys, setBlocking } from '../api/conversations';
import { useMessagesT } from '../texts';
import { ReportDialog } from './report-dialog';

/** Keeps the open thread's flags in step with what the server answered. */
function useThreadFlags(thread: ConversationDetail) {
  const queryClient = useQueryClient();
  return (flags: Partial<Pick<ConversationDetail, 'blocking' | 'reported'>>) =>
    queryClient.setQueryData<ConversationDetail>(conversationKeys.thread(thread.id), (old) =>
      old ? { ...old, ...flags } : old,
    );
}

/**
 * Block and Report in an open thread's header (docs/product.md#conversations). Blocking asks
 * first; a thread reported once says so instead of offering Report again.
 */
export function ThreadSafetyActions({ thread }: { thread: ConversationDetail }) {
  const t = useMessagesT();
  const setFlags = useThreadFlags(thread);
  const [asking, setAsking] = useState<'block' | 'report'>();
  const [done, setDone] = useState(false);
  const block = useMutation({
    mutationFn: () => setBlocking(thread.id, true),
    onSuccess: (state) => setFlags(state),
  });
  if (thread.other.deleted) return null;
  return (
    <div className="thread-view__actions" role="group" aria-label={t('conversationActions')}>
      {thread.blocking ? null : (
        <Button size="sm" variant="outline-secondary" onClick={() => setAsking('block')}>
          {t('block')}
        </Button>
      )}
      {thread.reported ? (
        <span className="thread-view__reported">{t('reported')}</span>
      ) : (
        <Button size="sm" variant="outline-danger" onClick={() => setAsking('report')}>
          {t('report')}
        </Button>
      )}
      {done ? (
        <p className="thread-view__notice" role="status">
          {t('reportSent')}
        </p>
      ) : null}
      {block.error ? <Alert variant="danger">{errorMessage(block.error)}</Alert> : null}
      <ConfirmDialog
        show={asking === 'block'}
        message={t('blockQuestion', { name: thread.other.name })}
        confirmLabel={t('block')}
        cancelLabel={t('cancel')}
        onConfirm={() => {
          setAsking(undefined);
          block.mutate();
        }}
        onCancel={() => setAsking(undefined)}
      />
      <ReportDialog
        show={asking === 'report'}
        threadId={thread.id}
        onReported={() => {
          setAsking(undefined);
          setDone(true);
          setFlags({ reported: true });
        }}
        onCancel={() => setAsking(undefined)}
      />
    </div>
  );
}

/** In place of the reply box while the caller blocks the other person: Unblock restores it. */
export function BlockedNotice({ thread }: { thread: ConversationDetail }) {
  const t = useMessagesT();
  const setFlags = useThreadFlags(thread);
  const unblock = useMutation({
    mutationFn: () => setBlocking(thread.id, false),
    onSuccess: (state) => setFlags(state),
  });
  return (
    <div className="thread-view__closed thread-view__blocked" role="status">
      <span>{t('youBlocked')}</span>
      <Button
        size="sm"
        variant="outline-primary"
        disabled={unblock.isPending}
        onClick={() => unblock.mutate()}
      >
        {t('unblock')}
      </Button>
      {unblock.error ? <span className="text-danger">{errorMessage(unblock.error)}</span> : null}
    </div>
  );
}
