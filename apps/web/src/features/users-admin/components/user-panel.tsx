import { useId, type ReactNode } from 'react';
import { PageSizeSelect } from '../../../components/page-size-select';
import { QueryStatus, type QueryLike } from '../../../components/query-status';
import { useUsersT } from '../texts';

interface UserPanelProps {
  title: string;
  /** The server's count; hidden until the first answer. */
  total?: number | undefined;
  /** The call filling the panel: its loading and failure show here. */
  query: QueryLike;
  /** The panel's page size select, shown once it has entries (docs/product.md#page-sizes). */
  pageSize?: { size: number; label: string; onChange: (size: number) => void };
  children: ReactNode;
}

/** One block under the user form (adverts, tour requests, favourites, activity log). */
export function UserPanel({ title, total, query, pageSize, children }: UserPanelProps) {
  const id = useId();
  const t = useUsersT();
  return (
    <section className="panel users-admin__panel" aria-labelledby={id}>
      <div className="users-admin__panel-head">
        <h2 id={id} className="panel__title mb-0">
          {title}
        </h2>
        {total !== undefined ? (
          <span className="users-admin__total" aria-live="polite">
            {t('total', { total })}
          </span>
        ) : null}
        {pageSize && total ? <PageSizeSelect {...pageSize} /> : null}
      </div>
      <QueryStatus query={query} />
      {children}
    </section>
  );
}
