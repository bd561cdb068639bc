import type { ReactNode } from 'react';
import Container from 'react-bootstrap/Container';
import { Link } from 'react-router';
import { Icon } from '../../../components/icon/icon';

interface HomeSectionProps {
  id: string;
  title: string;
  lead: string;
  /** A "see all" link beside the title. */
  more?: { to: string; label: string };
  tint?: boolean;
  busy?: boolean;
  children: ReactNode;
}

/** One titled home page section. */
export function HomeSection({ id, title, lead, more, tint, busy, children }: HomeSectionProps) {
  return (
    <section
      className={`section home-section${tint ? ' section--tint' : ''}`}
      aria-labelledby={id}
      aria-busy={busy || undefined}
    >
      <Container>
        <div className="home-section__head">
          <div>
            <h2 id={id} className="section__title">
              {title}
            </h2>
            <p className="section__lead mb-0">{lead}</p>
          </div>
          {more ? (
            <Link to={more.to} className="home-section__more">
              {more.label} <Icon name="arrow-right" />
            </Link>
          ) : null}
        </div>
        {children}
      </Container>
    </section>
  );
}
