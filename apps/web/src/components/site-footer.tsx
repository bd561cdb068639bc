import Col from 'react-bootstrap/Col';
import Container from 'react-bootstrap/Container';
import Row from 'react-bootstrap/Row';
import { Link } from 'react-router';
import { telHref } from '../lib/tel-href';
import { useWebSite } from '../lib/web-site';
import { AppStoreBadges } from './app-store-badges';
import { Logo } from './logo';
import { Icon } from './icon/icon';
import { SocialLinks } from './social-links';
import { paths } from '../lib/paths';

const QUICK_LINKS = [
  { to: paths.home(), label: 'Home' },
  { to: paths.properties(), label: 'Properties' },
  { to: paths.about(), label: 'Who We Are' },
  { to: paths.contact(), label: 'Contact' },
  { to: paths.privacyPolicy(), label: 'Privacy Policy' },
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
      <a href={telHref(site.phone)}>
        <Icon name="telephone" /> {site.phone}
      </a>
    </address>
  );
}

export function SiteFooter() {
  const site = useWebSite();
  const year = new Date().getFullYear();
  return (
    <footer className="site-footer">
      <Container>
        <Row className="gy-4">
          <Col lg={4} md={6}>
            <Logo light />
            <p className="site-footer__tagline">{site?.tagline}</p>
            <AppStoreBadges />
          </Col>
          <Col lg={{ span: 3, offset: 1 }} md={6}>
            <h2 className="site-footer__heading">Quick Links</h2>
            <ul className="site-footer__links">
              {QUICK_LINKS.map((link) => (
                <li key={link.to}>
                  <Link to={link.to}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </Col>
          <Col lg={4} md={12}>
            <h2 className="site-footer__heading">Contact</h2>
            <FooterContact />
            {site ? <SocialLinks social={site.social} /> : null}
          </Col>
        </Row>
        <div className="site-footer__bottom">
          <span>
            © {year} {site?.siteName}. All rights reserved.
          </span>
          <span>Version {APP_VERSION}</span>
        </div>
      </Container>
    </footer>
  );
}
