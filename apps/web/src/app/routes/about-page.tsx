import Col from 'react-bootstrap/Col';
import Container from 'react-bootstrap/Container';
import Row from 'react-bootstrap/Row';
import { Link } from 'react-router';
import { PageHero } from '../../components/page-hero';
import { useWebSite } from '../../lib/web-site';
import { Icon } from '../../components/icon/icon';
import { paths } from '../../lib/paths';
import { useInfoPageT } from './info-page-texts';

export default function AboutPage() {
  const site = useWebSite();
  const t = useInfoPageT();
  return (
    <>
      <PageHero title={t('about.title')}>{t('about.lead')}</PageHero>
      <Container className="section">
        <Row className="gy-5 align-items-center">
          <Col lg={7}>
            <h2 className="section__title">{t('about.missionTitle')}</h2>
            <p className="section__lead">
              {site
                ? t('about.missionNamed', { siteName: site.siteName })
                : t('about.missionUnnamed')}
            </p>
            <p>{t('about.how')}</p>
            <ul className="about-features">
              <li>
                <Icon name="patch-check-fill" />
                <span>
                  <strong>{t('about.checkedTitle')}</strong> {t('about.checked')}
                </span>
              </li>
              <li>
                <Icon name="calendar2-check-fill" />
                <span>
                  <strong>{t('about.toursTitle')}</strong> {t('about.tours')}
                </span>
              </li>
            </ul>
            <Link to={paths.contact()} className="btn btn-primary mt-2">
              {t('about.contact')}
            </Link>
          </Col>
          <Col lg={5}>
            <div className="about-visual" aria-hidden="true">
              <Icon name="house-heart" />
            </div>
          </Col>
        </Row>
      </Container>
    </>
  );
}
