import { Link } from 'react-router';
import Form from 'react-bootstrap/Form';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { paths } from '../../../lib/paths';
import { richText } from '../../../i18n/rich-text';
import { useAuthT } from '../texts/auth-texts';

/** Where the Terms of Use are: a section of the policy page (docs/product.md#accounts). */
export const TERMS_OF_USE_ANCHOR = 'terms-of-use';

/** The registration's required consent, with links to the texts that open beside the form. */
export function TermsConsentField({
  registration,
  error,
}: {
  registration: UseFormRegisterReturn;
  error?: FieldError | undefined;
}) {
  const newTab = { target: '_blank', rel: 'noopener' };
  const t = useAuthT();
  return (
    <Form.Check id="register-accept-terms" className="mb-3">
      <Form.Check.Input
        type="checkbox"
        isInvalid={!!error}
        aria-invalid={!!error}
        aria-describedby={error ? 'register-accept-terms-error' : undefined}
        {...registration}
      />
      <Form.Check.Label>
        {richText((values) => t('termsConsent', values), {
          terms: (
            <Link to={`${paths.privacyPolicy()}#${TERMS_OF_USE_ANCHOR}`} {...newTab}>
              {t('termsOfUse')}
            </Link>
          ),
          privacy: (
            <Link to={paths.privacyPolicy()} {...newTab}>
              {t('privacyPolicy')}
            </Link>
          ),
        })}
      </Form.Check.Label>
      {error ? (
        <Form.Control.Feedback type="invalid" id="register-accept-terms-error">
          {error.message}
        </Form.Control.Feedback>
      ) : null}
    </Form.Check>
  );
}
