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

const SELLING_OPTIONS = [
  {
    icon: 'megaphone',
    title: 'Sell with an advert',
    text: 'Post your property with photos, price and details. Buyers find it through search and can book a tour.',
  },
  {
    icon: 'key',
    title: 'Rent it out',
    text: 'List a home, office or shop for rent and receive tour requests from people who are ready to move.',
  },
  {
    icon: 'shield-check',
    title: 'Checked listings',
    text: 'Every advert is reviewed by our team before it goes live, so visitors see accurate and honest offers.',
  },
] as const;

/** The home page, its sections in order (docs/product.md#public-site). */
export function HomePage() {
  usePageTitle(undefined);
  return (
    <>
      <RegisteredNotice />
      <section className="hero hero--search" aria-labelledby="hero-title">
        <Container className="hero__inner">
          <p className="hero__eyebrow">Homes · Apartments · Offices · Land</p>
          <h1 id="hero-title" className="hero__title">
            Find the place that feels like home
          </h1>
          <p className="hero__lead">
            Browse properties for sale and rent, book a tour in a few clicks, and list your own
            property for free.
          </p>
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
                Discover your dream house
              </h2>
              <p className="section__lead">
                Search by type, category, city and price, save the adverts you love, and visit them
                when it suits you. Your next home is a few steps away.
              </p>
            </Col>
            <Col lg={5} className="text-lg-end">
              <Link to={paths.properties()} className="btn btn-primary btn-lg">
                Browse Properties
              </Link>
            </Col>
          </Row>
        </Container>
      </section>

      <section className="section" aria-labelledby="selling-title">
        <Container>
          <h2 id="selling-title" className="section__title text-center">
            Selling Options
          </h2>
          <p className="section__lead text-center mx-auto">
            Whether you sell or rent, reach the right people with an advert that shows your property
            at its best.
          </p>
          <Row className="g-4 mt-2">
            {SELLING_OPTIONS.map((option) => (
              <Col md={4} key={option.title}>
                <article className="feature-card">
                  <span className="feature-card__icon" aria-hidden="true">
                    <Icon name={option.icon} />
                  </span>
                  <h3 className="feature-card__title">{option.title}</h3>
                  <p className="feature-card__text">{option.text}</p>
                </article>
              </Col>
            ))}
          </Row>
          <div className="text-center mt-4">
            <Link to={paths.addNewAdvert()} className="btn btn-outline-primary">
              Add Property
            </Link>
          </div>
        </Container>
      </section>

      <section className="cta-band" aria-labelledby="help-title">
        <Container className="cta-band__inner">
          <div>
            <h2 id="help-title" className="cta-band__title">
              Need help finding a property?
            </h2>
            <p className="cta-band__text">Our team answers every message within one working day.</p>
          </div>
          <Link to={paths.contact()} className="btn btn-light btn-lg">
            Contact Us
          </Link>
        </Container>
      </section>
    </>
  );
}
