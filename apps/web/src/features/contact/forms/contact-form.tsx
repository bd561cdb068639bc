import { contactMessageRequestSchema, type ContactMessageRequest } from '@estate/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { FormAlert, SubmitButton, TextField } from '../../../components/forms';
import { ApiError, errorMessage } from '../../../lib/api-error';
import { useSendContactMessage } from '../api/send-contact-message';
import { useContactT } from '../texts';

const EMPTY: ContactMessageRequest = { firstName: '', lastName: '', email: '', message: '' };

/**
 * Contact failure (docs/product.md#messages): the first value of the server's validations, else its
 * message.
 */
const contactFailure = (error: unknown) =>
  error instanceof ApiError ? error.firstValidation : errorMessage(error);

export function ContactForm() {
  const send = useSendContactMessage();
  const t = useContactT();
  const [sent, setSent] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ContactMessageRequest>({
    resolver: zodResolver(contactMessageRequestSchema),
    mode: 'onTouched',
    defaultValues: EMPTY,
  });

  const onSubmit = handleSubmit(async (values) => {
    setSent(false);
    try {
      await send.mutateAsync(values);
      setSent(true);
      reset(EMPTY);
    } catch {
      // Shown from the mutation's state.
    }
  });

  return (
    <Form noValidate onSubmit={onSubmit} aria-label={t('contactForm')}>
      <FormAlert
        variant="success"
        message={sent ? t('sent') : null}
        onClose={() => setSent(false)}
      />
      <FormAlert variant="danger" message={send.isError ? contactFailure(send.error) : null} />
      <Row className="g-sm-3">
        <Col sm={6}>
          <TextField
            label={t('firstName')}
            autoComplete="given-name"
            registration={register('firstName')}
            error={errors.firstName}
          />
        </Col>
        <Col sm={6}>
          <TextField
            label={t('lastName')}
            autoComplete="family-name"
            registration={register('lastName')}
            error={errors.lastName}
          />
        </Col>
      </Row>
      <TextField
        label={t('email')}
        type="email"
        autoComplete="email"
        registration={register('email')}
        error={errors.email}
      />
      <TextField
        label={t('message')}
        multiline
        rows={5}
        registration={register('message')}
        error={errors.message}
        help={t('messageHelp')}
      />
      <SubmitButton busy={isSubmitting || send.isPending} className="px-5">
        {t('send')}
      </SubmitButton>
    </Form>
  );
}
