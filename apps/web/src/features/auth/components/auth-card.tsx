import type { ReactNode } from 'react';
import { usePageTitle } from '../../../hooks/use-page-title';
import { Icon } from '../../../components/icon/icon';

interface AuthCardProps {
  title: string;
  subtitle?: string;
  icon?: string;
  children: ReactNode;
  footer?: ReactNode;
}

/** The centred card that holds the login, register and password forms. */
export function AuthCard({
  title,
  subtitle,
  icon = 'person-circle',
  children,
  footer,
}: AuthCardProps) {
  usePageTitle(title);
  return (
    <div className="auth-page">
      <section className="auth-card" aria-labelledby="auth-card-title">
        <div className="auth-card__icon" aria-hidden="true">
          <Icon name={icon} />
        </div>
        <h1 id="auth-card-title" className="auth-card__title">
          {title}
        </h1>
        {subtitle ? <p className="auth-card__subtitle">{subtitle}</p> : null}
        {children}
        {footer ? <div className="auth-card__footer">{footer}</div> : null}
      </section>
    </div>
  );
}
