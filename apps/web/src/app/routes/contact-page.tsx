import Col from 'react-bootstrap/Col';
import Container from 'react-bootstrap/Container';
import Row from 'react-bootstrap/Row';
import { PageHero } from '../../components/page-hero';
import { ContactMap, OfficesList, ContactForm, useContactT } from '../../features/contact';
import { PhoneLink } from '../../components/phone-link';
import { useWebSite } from '../../lib/web-site';

export default function ContactPage() {
  const site = useWebSite();
  const t = useContactT();
  return (
    <>
      <PageHero title={t('title')}>{t('lead')}</PageHero>
      <Container className="section">
        <Row className="gy-5">
          <Col lg={7}>
            <div className="panel">
              <h2 className="panel__title">{t('sendUsMessage')}</h2>
              <ContactForm />
            </div>
          </Col>
          <Col lg={5}>
            <h2 className="section__subtitle">{t('howCanWeHelp')}</h2>
            {site ? (
              <p>
                {t('helpBeforeEmail', { siteName: site.siteName })}{' '}
                <a href={`mailto:${site.contactEmail}`}>{site.contactEmail}</a>
                {t('helpOrCall')}
                <PhoneLink phone={site.phone} />
                {t('helpAnswer')}
              </p>
            ) : null}
            <h2 className="section__subtitle mt-4">{t('ourOffices')}</h2>
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
