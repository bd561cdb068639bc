import { Link } from 'react-router';
import Form from 'react-bootstrap/Form';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { paths } from '../../../lib/paths';

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
        I agree to the{' '}
        <Link to={`${paths.privacyPolicy()}#${TERMS_OF_USE_ANCHOR}`} {...newTab}>
          Terms of Use
        </Link>{' '}
        and the{' '}
        <Link to={paths.privacyPolicy()} {...newTab}>
          Privacy Policy
        </Link>
      </Form.Check.Label>
      {error ? (
        <Form.Control.Feedback type="invalid" id="register-accept-terms-error">
          {error.message}
        </Form.Control.Feedback>
      ) : null}
    </Form.Check>
  );
}
