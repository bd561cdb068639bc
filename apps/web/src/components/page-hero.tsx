import type { ReactNode } from 'react';
import Container from 'react-bootstrap/Container';
import { usePageTitle } from '../hooks/use-page-title';

/** The coloured band at the top of a public page, with its title. */
export function PageHero({ title, children }: { title: string; children?: ReactNode }) {
  usePageTitle(title);
  return (
    <header className="page-hero">
      <Container>
        <h1 className="page-hero__title">{title}</h1>
        {children ? <p className="page-hero__lead">{children}</p> : null}
      </Container>
    </header>
  );
}
