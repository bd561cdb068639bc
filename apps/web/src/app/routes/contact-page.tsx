import Col from 'react-bootstrap/Col';
import Container from 'react-bootstrap/Container';
import Row from 'react-bootstrap/Row';
import { PageHero } from '../../components/page-hero';
import { ContactMap } from '../../features/contact/components/contact-map';
import { OfficesList } from '../../features/contact/components/offices-list';
import { ContactForm } from '../../features/contact/forms/contact-form';
import { DEFAULT_SITE_DETAILS as SITE } from '../../lib/site';

export default function ContactPage() {
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
            <p>
              Questions about an advert, help with your account, or an idea to make {SITE.siteName}{' '}
              better: write to us with the form, e-mail{' '}
              <a href={`mailto:${SITE.email}`}>{SITE.email}</a> or call{' '}
              <a href={`tel:${SITE.phone.replace(/\s+/g, '')}`}>{SITE.phone}</a>. We answer within
              one working day.
            </p>
            <h2 className="section__subtitle mt-4">Our offices</h2>
            <OfficesList offices={SITE.offices} />
          </Col>
        </Row>
        <ContactMap
          latitude={SITE.map.latitude}
          longitude={SITE.map.longitude}
          label={SITE.address}
        />
      </Container>
    </>
  );
}
