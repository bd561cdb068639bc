import { useState } from 'react';
import { Link } from 'react-router';
import { QueryStatus } from '../../../components/query-status';
import { ListPaging } from '../../../components/list-paging';
import { usePageSize } from '../../../components/use-page-size';
import { useMyContactMessages } from '../api/contact-messages';
import { useContactMessagesT } from '../texts';
import { MessageCard } from './message-card';
import { paths } from '../../../lib/paths';

/** A customer's own messages (sent while signed in to this account) with our replies; read-only. */
export function MyMessages() {
  const [page, setPage] = useState(0);
  const [size, setSize] = usePageSize('my-contact-messages');
  const messages = useMyContactMessages(page, size);
  const data = messages.data;
  const t = useContactMessagesT();
  return (
    <div className="panel">
      <QueryStatus query={messages} />
      {data?.content.map((message) => (
        <MessageCard key={message.id} message={message} />
      ))}
      {data && data.totalElements === 0 ? (
        <div className="empty-state text-center py-4">
          <p>{t('mine.none')}</p>
          <Link to={paths.contact()} className="btn btn-primary">
            {t('mine.contactUs')}
          </Link>
        </div>
      ) : null}
      {data && data.totalElements > 0 ? (
        <ListPaging
          page={data.number}
          totalPages={data.totalPages}
          size={size}
          onPageChange={setPage}
          onSizeChange={setSize}
          pagesLabel={t('mine.pages')}
          sizeLabel={t('perPage')}
          pagerFromTwoPages
        />
      ) : null}
    </div>
  );
}
