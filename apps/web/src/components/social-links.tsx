import type { WebSite } from '@estate/contracts';
import { Icon } from './icon/icon';
import { useT } from '../i18n';

const NETWORKS = [
  ['facebook', 'Facebook', 'facebook'],
  ['x', 'X', 'twitter-x'],
  ['instagram', 'Instagram', 'instagram'],
  ['linkedin', 'LinkedIn', 'linkedin'],
  ['youtube', 'YouTube', 'youtube'],
] as const;

/** The site's social network links; an empty address hides its link. */
export function SocialLinks({ social }: { social: WebSite['social'] }) {
  const t = useT();
  const shown = NETWORKS.filter(([key]) => social[key] !== '');
  if (shown.length === 0) return null;
  return (
    <ul className="social-links" aria-label={t('shell.followUs')}>
      {shown.map(([key, label, icon]) => (
        <li key={key}>
          <a href={social[key]} target="_blank" rel="noreferrer" className="social-links__link">
            <Icon name={icon} />
            <span className="visually-hidden">{label}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
