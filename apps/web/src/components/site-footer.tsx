import Col from 'react-bootstrap/Col';
import Container from 'react-bootstrap/Container';
import Row from 'react-bootstrap/Row';
import { Link } from 'react-router';
import { useWebSite } from '../lib/web-site';
import { AppStoreBadges } from './app-store-badges';
import { Logo } from './logo';
import { Icon } from './icon/icon';
import { PhoneLink } from './phone-link';
import { SocialLinks } from './social-links';
import { paths } from '../lib/paths';
import { useLanguage, useT } from '../i18n';

const QUICK_LINKS = [
  { to: paths.home(), label: 'shell.home' },
  { to: paths.properties(), label: 'shell.properties' },
  { to: paths.about(), label: 'shell.whoWeAre' },
  { to: paths.contact(), label: 'shell.contact' },
  { to: paths.privacyPolicy(), label: 'shell.privacyPolicy' },
] as const;

export const APP_VERSION = '1.0.0';

/** Footer contact block: the details staff keep on the Web Site page. */
function FooterContact() {
  const site = useWebSite();
  if (!site) return null;
  return (
    <address className="site-footer__contact">
      <strong>{site.siteName}</strong>
      <span>
        <Icon name="geo-alt" /> {site.address}
      </span>
      <a href={`mailto:${site.contactEmail}`}>
        <Icon name="envelope" /> {site.contactEmail}
      </a>
      <PhoneLink
        phone={site.phone}
        before={
          <>
            <Icon name="telephone" />{' '}
          </>
        }
      />
    </address>
  );
}

export function SiteFooter() {
  const site = useWebSite();
  const year = new Date().getFullYear();
  const t = useT();
  // Staff write the tagline in both languages; an older row without the Turkish one shows English.
  const tagline = useLanguage() === 'tr' ? site?.taglineTr || site?.tagline : site?.tagline;
  return (
    <footer className="site-footer">
      <Container>
        <Row className="gy-4">
          <Col lg={4} md={6}>
            <Logo light />
            <p className="site-footer__tagline">{tagline}</p>
            <AppStoreBadges />
          </Col>
          <Col lg={{ span: 3, offset: 1 }} md={6}>
            <h2 className="site-footer__heading">{t('shell.quickLinks')}</h2>
            <ul className="site-footer__links">
              {QUICK_LINKS.map((link) => (
                <li key={link.to}>
                  <Link to={link.to}>{t(link.label)}</Link>
                </li>
              ))}
            </ul>
          </Col>
          <Col lg={4} md={12}>
            <h2 className="site-footer__heading">{t('shell.contact')}</h2>
            <FooterContact />
            {site ? <SocialLinks social={site.social} /> : null}
          </Col>
        </Row>
        <div className="site-footer__bottom">
          <span>{t('shell.rightsReserved', { year, siteName: site?.siteName })}</span>
          <span>{t('shell.version', { version: APP_VERSION })}</span>
        </div>
      </Container>
    </footer>
  );
}
