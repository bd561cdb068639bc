import Col from 'react-bootstrap/Col';
import Container from 'react-bootstrap/Container';
import Row from 'react-bootstrap/Row';
import { PageHero } from '../../components/page-hero';
import { ContactMap, OfficesList, ContactForm } from '../../features/contact';
import { telHref } from '../../lib/tel-href';
import { useWebSite } from '../../lib/web-site';

export default function ContactPage() {
  const site = useWebSite();
  return (
    <>
      <PageHero title="Contact">We would love to hear from you.</PageHero>
      <Container className="section">
        <Row className="gy-5">
          <Col lg={7}>
            <div className="panel">
              <h2 className="panel__title">Send us a message</h2>
              <ContactForm />
            </div>
          </Col>
          <Col lg={5}>
            <h2 className="section__subtitle">How can we help?</h2>
            {site ? (
              <p>
                Questions about an advert, help with your account, or an idea to make{' '}
                {site.siteName} better: write to us with the form, e-mail{' '}
                <a href={`mailto:${site.contactEmail}`}>{site.contactEmail}</a> or call{' '}
                <a href={telHref(site.phone)}>{site.phone}</a>. We answer within one working day.
              </p>
            ) : null}
            <h2 className="section__subtitle mt-4">Our offices</h2>
            {site ? <OfficesList offices={site.offices} /> : null}
          </Col>
        </Row>
        {site ? (
          <ContactMap
            latitude={site.map.latitude}
            longitude={site.map.longitude}
            zoom={site.map.zoom}
            label={site.address}
          />
        ) : null}
      </Container>
    </>
  );
}
