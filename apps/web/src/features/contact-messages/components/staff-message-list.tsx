import type { ContactMessageWithReplies } from '@estate/contracts';
import { useState } from 'react';
import { QueryStatus } from '../../../components/query-status';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ListPaging } from '../../../components/list-paging';
import { usePageSize } from '../../../components/use-page-size';
import { toast } from '../../../components/toast';
import { errorMessage } from '../../../lib/api-error';
import { useDeleteContactMessageMutation } from '../api/change-contact-message';
import { useContactMessages } from '../api/contact-messages';
import type { ContactMessagesParams } from '../api/keys';
import { MessageCard } from './message-card';
import { MessageFilters } from './message-filters';
import { StaffMessageActions } from './staff-message-actions';
import { useContactMessagesT } from '../texts';

/** Staff: every contact message, searched, filtered, answered, marked and deleted. */
export function StaffMessageList() {
  const [params, setParams] = useState<Omit<ContactMessagesParams, 'size'>>({
    page: 0,
    q: '',
    read: '',
  });
  const [size, setSize] = usePageSize('contact-messages');
  const [deleting, setDeleting] = useState<ContactMessageWithReplies>();
  const messages = useContactMessages({ ...params, size });
  const remove = useDeleteContactMessageMutation();
  const t = useContactMessagesT();

  const confirmDelete = async () => {
    if (!deleting) return;
    const id = deleting.id;
    setDeleting(undefined);
    const lastOnPage = messages.data?.content.length === 1 && params.page > 0;
    try {
      toast.success((await remove.mutateAsync(id)).message);
      if (lastOnPage) setParams((p) => ({ ...p, page: p.page - 1 }));
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };

  const data = messages.data;
  return (
    <div className="panel">
      <MessageFilters onSearch={(q, read) => setParams({ page: 0, q, read })} />
      <QueryStatus query={messages} />
      {data ? (
        <p className="my-adverts__total" aria-live="polite">
          {t('staff.total', { total: data.totalElements })}
        </p>
      ) : null}
      {data?.content.map((message) => (
        <MessageCard key={message.id} message={message}>
          <StaffMessageActions message={message} onDelete={setDeleting} />
        </MessageCard>
      ))}
      {data && data.totalElements === 0 ? (
        <p className="empty-state text-center py-4">{t('staff.noMatch')}</p>
      ) : null}
      {data && data.totalElements > 0 ? (
        <ListPaging
          page={data.number}
          totalPages={data.totalPages}
          size={size}
          onPageChange={(page) => setParams((p) => ({ ...p, page }))}
          onSizeChange={setSize}
          pagesLabel={t('staff.pages')}
          sizeLabel={t('perPage')}
          pagerFromTwoPages
        />
      ) : null}
      <ConfirmDialog
        show={deleting !== undefined}
        message={
          deleting
            ? t('staff.deleteQuestion', { name: `${deleting.firstName} ${deleting.lastName}` })
            : ''
        }
        confirmLabel={t('actions.delete')}
        cancelLabel={t('cancel')}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(undefined)}
      />
    </div>
  );
}
