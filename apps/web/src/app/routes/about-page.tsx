import Col from 'react-bootstrap/Col';
import Container from 'react-bootstrap/Container';
import Row from 'react-bootstrap/Row';
import { Link } from 'react-router';
import { PageHero } from '../../components/page-hero';
import { useWebSite } from '../../lib/web-site';
import { Icon } from '../../components/icon/icon';
import { paths } from '../../lib/paths';

export default function AboutPage() {
  const site = useWebSite();
  return (
    <>
      <PageHero title="About">Who we are and what we do.</PageHero>
      <Container className="section">
        <Row className="gy-5 align-items-center">
          <Col lg={7}>
            <h2 className="section__title">Our mission</h2>
            <p className="section__lead">
              {site ? `${site.siteName} brings` : 'We bring'} people and properties together. We
              want finding a home, an office or a plot of land to be simple, honest and quick,
              whether you are buying, renting or selling.
            </p>
            <p>
              Owners publish adverts with photos, prices and every detail that matters. Our team
              checks each advert before it goes live, and visitors can search, save favourites and
              book a tour with the owner in a few clicks.
            </p>
            <ul className="about-features">
              <li>
                <Icon name="patch-check-fill" />
                <span>
                  <strong>Checked adverts.</strong> Every listing is reviewed before it is
                  published, so what you see is what you visit.
                </span>
              </li>
              <li>
                <Icon name="calendar2-check-fill" />
                <span>
                  <strong>Tours on your schedule.</strong> Request a visit at a time that suits you
                  and get an answer from the owner directly.
                </span>
              </li>
            </ul>
            <Link to={paths.contact()} className="btn btn-primary mt-2">
              Get in touch
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
