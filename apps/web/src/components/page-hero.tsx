import type { ReactNode } from 'react';
import Container from 'react-bootstrap/Container';

/** The coloured band at the top of a public page, with its title. */
export function PageHero({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <header className="page-hero">
      <Container>
        <h1 className="page-hero__title">{title}</h1>
        {children ? <p className="page-hero__lead">{children}</p> : null}
      </Container>
    </header>
  );
}
