import type { AdvertiserAgency } from '@estate/contracts';
import { Link } from 'react-router';
import { initialsOf, UserAvatar } from '../../../components/user-avatar';
import { paths } from '../../../lib/paths';
import { useMessagesT } from '../texts';

/** "Moda Emlak" → "ME". */
const markOf = (name: string) => initialsOf(...(name.split(/\s+/) as [string, string?]));

/**
 * The agency an advert is posted for, above its agent on the advertiser card
 * (docs/product.md#agency-adverts): logo, name linked to its page, and the verified badge.
 */
export function AdvertiserAgencyLine({ agency }: { agency: AdvertiserAgency }) {
  const t = useMessagesT();
  return (
    <div className="advertiser-card__agency">
      <UserAvatar
        photoUrl={agency.logo?.smallUrl}
        initials={markOf(agency.name)}
        className="advertiser-card__logo"
      />
      <div>
        <Link className="advertiser-card__agency-name" to={paths.agency(agency.slug)}>
          {agency.name}
        </Link>
        {agency.verified ? (
          <p className="advertiser-card__verified">
            <span aria-hidden="true">✓ </span>
            {t('agencyVerified')}
          </p>
        ) : null}
        <p className="advertiser-card__meta">{t('agencyAgentBelow')}</p>
      </div>
    </div>
  );
}
