import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { DashboardPageHeader } from '../../../components/dashboard-page-header';
import { ListPaging } from '../../../components/list-paging';
import { usePageSize } from '../../../components/use-page-size';
import { QueryStatus } from '../../../components/query-status';
import { paths } from '../../../lib/paths';
import { conversationKeys, useConversation, useConversations } from '../api/conversations';
import { useMessagesT } from '../texts';
import { ThreadList } from './thread-list';
import { ThreadView } from './thread-view';

/** The open thread's id from `?thread=`, if it is one. */
const threadIdOf = (value: string | null) => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : undefined;
};

/**
 * /dashboard/messages (docs/product.md#conversations): the caller's threads beside the open one.
 * Opening a thread marks it read, so the list and the menu's badge are asked again.
 */
export function MessagesPage() {
  const t = useMessagesT();
  const [params] = useSearchParams();
  const openId = threadIdOf(params.get('thread'));
  const [page, setPage] = useState(0);
  const [size, setSize] = usePageSize('conversations');
  const list = useConversations(page, size);
  const thread = useConversation(openId);
  const queryClient = useQueryClient();
  const openedAt = thread.dataUpdatedAt;
  useEffect(() => {
    if (!openedAt) return;
    void queryClient.invalidateQueries({ queryKey: conversationKeys.unread() });
    void queryClient.invalidateQueries({ queryKey: [...conversationKeys.all, 'list'] });
  }, [openedAt, queryClient]);

  return (
    <div className={`messages${openId ? ' messages--open' : ''}`}>
      <DashboardPageHeader title={t('title')}>{t('lead')}</DashboardPageHeader>
      <div className="messages__layout">
        <div className="messages__list panel">
          <QueryStatus query={list} loadingText={t('loadingConversations')} />
          {list.data ? (
            <>
              <ThreadList threads={list.data.content} openId={openId} />
              {list.data.totalElements > 0 ? (
                <ListPaging
                  page={page}
                  totalPages={list.data.totalPages}
                  size={size}
                  onPageChange={setPage}
                  onSizeChange={setSize}
                  pagesLabel={t('conversationPages')}
                  sizeLabel={t('conversationsPerPage')}
                  pagerFromTwoPages
                />
              ) : null}
            </>
          ) : null}
        </div>
        <div className="messages__thread panel">
          {openId ? (
            <>
              <Link to={paths.dashboard.messages()} className="messages__back">
                {t('allConversations')}
              </Link>
              <QueryStatus query={thread} loadingText={t('loadingConversation')} />
              {thread.data ? <ThreadView thread={thread.data} /> : null}
            </>
          ) : (
            <p className="messages__empty">{t('chooseConversation')}</p>
          )}
        </div>
      </div>
    </div>
  );
}
