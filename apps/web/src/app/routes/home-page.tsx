import Col from 'react-bootstrap/Col';
import Container from 'react-bootstrap/Container';
import Row from 'react-bootstrap/Row';
import { Link } from 'react-router';
import { PopularProperties, PropertiesByCity, PropertiesByType } from '../../features/home';
import { HomeSearch } from '../../features/adverts';
import { RegisteredNotice } from '../../features/auth';
import { usePageTitle } from '../../hooks/use-page-title';
import { Icon } from '../../components/icon/icon';
import { paths } from '../../lib/paths';
import { useT } from '../../i18n';

const SELLING_OPTIONS = [
  { icon: 'megaphone', title: 'home.sellTitle', text: 'home.sellText' },
  { icon: 'key', title: 'home.rentTitle', text: 'home.rentText' },
  { icon: 'shield-check', title: 'home.checkedTitle', text: 'home.checkedText' },
] as const;

/** The home page, its sections in order (docs/product.md#public-site). */
export function HomePage() {
  usePageTitle(undefined);
  const t = useT();
  return (
    <>
      <RegisteredNotice />
      <section className="hero hero--search" aria-labelledby="hero-title">
        <Container className="hero__inner">
          <p className="hero__eyebrow">{t('home.eyebrow')}</p>
          <h1 id="hero-title" className="hero__title">
            {t('home.heroTitle')}
          </h1>
          <p className="hero__lead">{t('home.heroLead')}</p>
          <HomeSearch />
        </Container>
      </section>

      <PopularProperties />
      <PropertiesByType />
      <PropertiesByCity />

      <section className="section section--tint" aria-labelledby="dream-title">
        <Container>
          <Row className="align-items-center gy-4">
            <Col lg={7}>
              <h2 id="dream-title" className="section__title">
                {t('home.dreamTitle')}
              </h2>
              <p className="section__lead">{t('home.dreamLead')}</p>
            </Col>
            <Col lg={5} className="text-lg-end">
              <Link to={paths.properties()} className="btn btn-primary btn-lg">
                {t('home.browseProperties')}
              </Link>
            </Col>
          </Row>
        </Container>
      </section>

      <section className="section" aria-labelledby="selling-title">
        <Container>
          <h2 id="selling-title" className="section__title text-center">
            {t('home.sellingTitle')}
          </h2>
          <p className="section__lead text-center mx-auto">{t('home.sellingLead')}</p>
          <Row className="g-4 mt-2">
            {SELLING_OPTIONS.map((option) => (
              <Col md={4} key={option.title}>
                <article className="feature-card">
                  <span className="feature-card__icon" aria-hidden="true">
                    <Icon name={option.icon} />
                  </span>
                  <h3 className="feature-card__title">{t(option.title)}</h3>
                  <p className="feature-card__text">{t(option.text)}</p>
                </article>
              </Col>
            ))}
          </Row>
          <div className="text-center mt-4">
            <Link to={paths.addNewAdvert()} className="btn btn-outline-primary">
              {t('shell.addProperty')}
            </Link>
          </div>
        </Container>
      </section>

      <section className="cta-band" aria-labelledby="help-title">
        <Container className="cta-band__inner">
          <div>
            <h2 id="help-title" className="cta-band__title">
              {t('home.helpTitle')}
            </h2>
            <p className="cta-band__text">{t('home.helpText')}</p>
          </div>
          <Link to={paths.contact()} className="btn btn-light btn-lg">
            {t('home.contactUs')}
          </Link>
        </Container>
      </section>
    </>
  );
}
