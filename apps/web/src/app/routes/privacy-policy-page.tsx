import { Fragment } from 'react';
import Container from 'react-bootstrap/Container';
import { TERMS_VERSION } from '@estate/contracts/terms';
import { PageHero } from '../../components/page-hero';
import { richText } from '../../i18n/rich-text';
import { useWebSite } from '../../lib/web-site';
import { useInfoPageT } from './info-page-texts';

const COLLECTED = [
  'privacy.collectAccount',
  'privacy.collectAdverts',
  'privacy.collectActivity',
  'privacy.collectTechnical',
] as const;
const SECTIONS = [
  ['privacy.useTitle', 'privacy.use'],
  ['privacy.seeTitle', 'privacy.see'],
  ['privacy.keepTitle', 'privacy.keep'],
  ['privacy.cookiesTitle', 'privacy.cookies'],
] as const;
const TERMS = ['privacy.termsAge', 'privacy.termsPublish', 'privacy.termsTours'] as const;

export default function PrivacyPolicyPage() {
  const site = useWebSite();
  const t = useInfoPageT();
  const email = site?.contactEmail;
  const contact = email ? <a href={`mailto:${email}`}>{email}</a> : t('privacy.us');
  return (
    <>
      <PageHero title={t('privacy.title')}>{t('privacy.lead')}</PageHero>
      <Container className="section prose">
        <p>{t('privacy.intro', { siteName: site?.siteName ?? t('privacy.thisSite') })}</p>
        <h2>{t('privacy.collectTitle')}</h2>
        <ul>
          {COLLECTED.map((key) => (
            <li key={key}>{t(key)}</li>
          ))}
        </ul>
        {SECTIONS.map(([title, text]) => (
          <Fragment key={title}>
            <h2>{t(title)}</h2>
            <p>{t(text)}</p>
          </Fragment>
        ))}
        <h2>{t('privacy.rightsTitle')}</h2>
        <p>{richText((values) => t('privacy.rights', values), { contact })}</p>
        <h2 id="terms-of-use">{t('privacy.termsTitle')}</h2>
        <ul>
          {TERMS.map((key) => (
            <li key={key}>{t(key)}</li>
          ))}
        </ul>
        <p className="text-body-secondary small">
          {t('privacy.version', { version: TERMS_VERSION })}
        </p>
      </Container>
    </>
  );
}
