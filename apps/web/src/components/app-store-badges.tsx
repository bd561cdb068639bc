import { DEFAULT_SITE_DETAILS } from '../lib/site';
import { Icon } from './icon/icon';

interface BadgeProps {
  href: string;
  icon: string;
  small: string;
  big: string;
}

function StoreBadge({ href, icon, small, big }: BadgeProps) {
  return (
    <a
      className="store-badge"
      href={href}
      target="_blank"
      rel="noreferrer"
      aria-label={`${small} ${big}`}
    >
      <Icon name={icon} className="store-badge__icon" />
      <span className="store-badge__text" aria-hidden="true">
        <small>{small}</small>
        <strong>{big}</strong>
      </span>
    </a>
  );
}

/** Badges for the two mobile app stores, drawn in HTML so no outside image is needed. */
export function AppStoreBadges() {
  return (
    <div className="store-badges">
      <StoreBadge
        href={DEFAULT_SITE_DETAILS.appStoreUrl}
        icon="apple"
        small="Download on the"
        big="App Store"
      />
      <StoreBadge
        href={DEFAULT_SITE_DETAILS.googlePlayUrl}
        icon="google-play"
        small="Get it on"
        big="Google Play"
      />
    </div>
  );
}
