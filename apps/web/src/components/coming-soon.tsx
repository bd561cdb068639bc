import { usePageTitle } from '../hooks/use-page-title';
import { Icon } from './icon/icon';

interface ComingSoonProps {
  /** The page's name, shown as its title. */
  title: string;
  /** One sentence on what the page will do. */
  description?: string;
  icon?: string;
  /** Render the name as the page's main heading (h1) or as a section heading (h2). */
  headingLevel?: 1 | 2;
}

/** A clear, honest placeholder for a page a later release builds. Never shows made-up data. */
export function ComingSoon({
  title,
  description,
  icon = 'hourglass-split',
  headingLevel = 1,
}: ComingSoonProps) {
  usePageTitle(headingLevel === 1 ? title : null);
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section className="coming-soon" aria-labelledby="coming-soon-title">
      <div className="coming-soon__icon" aria-hidden="true">
        <Icon name={icon} />
      </div>
      <Heading id="coming-soon-title" className="coming-soon__title">
        {title}
      </Heading>
      <p className="coming-soon__badge">Coming soon</p>
      <p className="coming-soon__text">
        {description ??
          `The ${title} page is being built and will be available in an upcoming release.`}
      </p>
    </section>
  );
}
