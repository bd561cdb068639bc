import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { TextField } from '../../../components/forms';
import { useWebSiteT } from '../texts';
import type { FieldsProps } from './web-site-fields';

const SOCIAL = [
  ['facebook', 'Facebook'],
  ['x', 'X'],
  ['instagram', 'Instagram'],
  ['linkedin', 'LinkedIn'],
  ['youtube', 'YouTube'],
] as const;

export function SocialFields({ register, errors }: FieldsProps) {
  const t = useWebSiteT();
  return (
    <Row className="g-sm-3">
      {SOCIAL.map(([key, label]) => (
        <Col md={6} key={key}>
          <TextField
            label={label}
            type="url"
            placeholder="https://"
            registration={register(`social.${key}`)}
            error={errors.social?.[key]}
            help={t('socialHelp')}
          />
        </Col>
      ))}
    </Row>
  );
}

export function AppLinkFields({ register, errors }: FieldsProps) {
  const t = useWebSiteT();
  return (
    <Row className="g-sm-3">
      <Col md={6}>
        <TextField
          label={t('appStore')}
          type="url"
          registration={register('appLinks.appStore')}
          error={errors.appLinks?.appStore}
        />
      </Col>
      <Col md={6}>
        <TextField
          label={t('googlePlay')}
          type="url"
          registration={register('appLinks.googlePlay')}
          error={errors.appLinks?.googlePlay}
        />
      </Col>
    </Row>
  );
}
