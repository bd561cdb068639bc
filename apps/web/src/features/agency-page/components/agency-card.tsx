import type { AgencyPage } from '@estate/contracts';
import { Icon } from '../../../components/icon/icon';
import { PhoneLink } from '../../../components/phone-link';
import { UserAvatar } from '../../../components/user-avatar';
import { useAgencyPageT } from '../texts';

/** "Moda Emlak" → "ME": the agency's mark until it has a logo. */
export const agencyInitials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => Array.from(word)[0] ?? '')
    .join('')
    .toLocaleUpperCase('tr');

function AgencyMark({ agency }: { agency: AgencyPage }) {
  const t = useAgencyPageT();
  if (agency.logo)
    return (
      <img
        src={agency.logo.url}
        alt={t('logoAlt', { name: agency.name })}
        width={96}
        height={96}
        className="agency-card__logo"
      />
    );
  return (
    <span className="agency-card__logo agency-card__logo--initials" aria-hidden="true">
      {agencyInitials(agency.name)}
    </span>
  );
}

/** The office's details: address, phone, e-mail and licence. */
function AgencyFacts({ agency }: { agency: AgencyPage }) {
  const t = useAgencyPageT();
  const place = `${agency.district.name}, ${agency.city.name}`;
  return (
    <dl className="agency-card__facts">
      <div>
        <dt>
          <Icon name="geo-alt" /> {t('address')}
        </dt>
        <dd>
          {agency.address}
          <br />
          {place}
        </dd>
      </div>
      <div>
        <dt>
          <Icon name="telephone" /> {t('phone')}
        </dt>
        <dd>
          <PhoneLink phone={agency.phone} />
        </dd>
      </div>
      <div>
        <dt>
          <Icon name="envelope" /> {t('email')}
        </dt>
        <dd>
          <a href={`mailto:${agency.email}`}>{agency.email}</a>
        </dd>
      </div>
      <div>
        <dt>
          <Icon name="card-checklist" /> {t('licence')}
        </dt>
        <dd>{agency.licenceNumber}</dd>
      </div>
    </dl>
  );
}

function AgencyAgents({ agents }: { agents: AgencyPage['agents'] }) {
  const t = useAgencyPageT();
  if (agents.length === 0) return null;
  return (
    <div className="agency-card__agents">
      <h2 className="agency-card__subtitle">{t('agents')}</h2>
      <ul>
        {agents.map((agent, i) => (
          <li key={`${agent.name}-${i}`}>
            <UserAvatar
              photoUrl={agent.photo?.smallUrl}
              initials={agent.initials}
              className="agency-card__avatar"
            />
            <span>
              {agent.name}
              <small>{t(`role.${agent.role}`)}</small>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The agency page's header card (docs/product.md#agency-page): logo or initials, name, the
 * verified badge in words and icon, live adverts and reply time (in the advertiser card's words),
 * the office's details and its agents.
 */
export function AgencyCard({ agency }: { agency: AgencyPage }) {
  const t = useAgencyPageT();
  return (
    <section className="agency-card" aria-labelledby="agency-name">
      <div className="agency-card__who">
        <AgencyMark agency={agency} />
        <div>
          <p className="agency-card__eyebrow">{t('eyebrow')}</p>
          <h1 id="agency-name" className="agency-card__name">
            {agency.name}
          </h1>
          {agency.verified ? (
            <p className="agency-card__badge" title={t('verifiedHint')}>
              <Icon name="patch-check-fill" /> {t('verified')}
            </p>
          ) : null}
          <p className="agency-card__meta">
            {t('liveAdverts', { count: agency.liveAdverts })}
            {agency.replyTime ? ` · ${t(`replyTime.${agency.replyTime}`)}` : null}
          </p>
        </div>
      </div>
      <AgencyFacts agency={agency} />
      <AgencyAgents agents={agency.agents} />
    </section>
  );
}
