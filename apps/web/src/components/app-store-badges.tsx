import { useWebSite } from '../lib/web-site';
import { Icon } from './icon/icon';
import { useT } from '../i18n';

interface BadgeProps {
  href: string;
  icon: string;
  small: string;
  big: string;
}

function StoreBadge({ href, icon, small, big }: BadgeProps) {
  return (
    // The visible words are the link's name (no aria-label: a name that differs from the text
    // on screen trips up voice control, WCAG 2.5.3). The space keeps the two lines two words.
    <a className="store-badge" href={href} target="_blank" rel="noreferrer">
      <Icon name={icon} className="store-badge__icon" />
      <span className="store-badge__text">
        <small>{small}</small> <strong>{big}</strong>
      </span>
    </a>
  );
}

/** Badges for the two mobile app stores, drawn in HTML so no outside image is needed. */
export function AppStoreBadges() {
  const site = useWebSite();
  const t = useT();
  if (!site) return null;
  return (
    <div className="store-badges">
      <StoreBadge
        href={site.appLinks.appStore}
        icon="apple"
        small={t('shell.appStore.small')}
        big="App Store"
      />
      <StoreBadge
        href={site.appLinks.googlePlay}
        icon="google-play"
        small={t('shell.googlePlay.small')}
        big="Google Play"
      />
    </div>
  );
}
