import type { ReactNode } from 'react';
import { usePageTitle } from '../hooks/use-page-title';

/** A dashboard page's title row. */
export function DashboardPageHeader({ title, children }: { title: string; children?: ReactNode }) {
  usePageTitle(title);
  return (
    <div className="dash-page-header">
      <h1 className="dash-page-header__title">{title}</h1>
      {children ? <p className="dash-page-header__text">{children}</p> : null}
    </div>
  );
}
