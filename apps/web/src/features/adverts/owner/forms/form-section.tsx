import type { ReactNode } from 'react';

/** One titled block of the advert form. */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="advert-form__section" aria-label={title}>
      <h2 className="advert-form__section-title">{title}</h2>
      {children}
    </section>
  );
}
