import { zodResolver } from '@hookform/resolvers/zod';
import {
  agencyInviteSchema,
  type AgencyInvitation,
  type AgencyInviteInput,
  type MyAgency,
} from '@estate/contracts/agencies';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useForm } from 'react-hook-form';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FormAlert, SubmitButton, TextField } from '../../../components/forms';
import { formatDate } from '../../../i18n';
import { errorMessage } from '../../../lib/api-error';
import { useInvite, useRevokeInvitation } from '../api/agencies';
import { useAgenciesT, useAgencyFieldError } from '../texts';

/** The owner invites a colleague by e-mail and revokes open invitations, asked first. */
export function InviteForm({ mine }: { mine: MyAgency }) {
  const t = useAgenciesT();
  const fieldError = useAgencyFieldError();
  const invite = useInvite(mine.agency.id);
  const revoke = useRevokeInvitation(mine.agency.id);
  const [sent, setSent] = useState<string | null>(null);
  const [asked, setAsked] = useState<AgencyInvitation | null>(null);
  const { register, handleSubmit, reset, formState } = useForm<AgencyInviteInput>({
    resolver: zodResolver(agencyInviteSchema),
    defaultValues: { email: '' },
  });
  const onSubmit = handleSubmit(async ({ email }) => {
    setSent(null);
    const made = await invite.mutateAsync(email).catch(() => undefined);
    if (!made) return;
    setSent(made.email);
    reset({ email: '' });
  });
  const failed = invite.error ?? revoke.error;
  return (
    <section className="mt-4">
      <h3 className="h5">{t('invite')}</h3>
      <Form noValidate onSubmit={onSubmit} aria-label={t('invite')}>
        <FormAlert variant="success" message={sent ? t('invited', { email: sent }) : null} />
        <FormAlert variant="danger" message={failed ? errorMessage(failed) : null} />
        <TextField
          label={t('inviteEmail')}
          type="email"
          registration={register('email')}
          error={fieldError(formState.errors.email)}
        />
        <SubmitButton busy={formState.isSubmitting}>{t('send')}</SubmitButton>
      </Form>
      {mine.invitations.length > 0 ? (
        <>
          <h4 className="h6 mt-3">{t('invitations')}</h4>
          <ul className="list-unstyled" aria-label={t('invitations')}>
            {mine.invitations.map((i) => (
              <li key={i.id} className="d-flex flex-wrap align-items-center gap-2 py-1">
                <span>
                  {i.email} ·{' '}
                  {t('invitedBy', {
                    name: i.invitedBy,
                    date: formatDate(i.expiresAt, { dateStyle: 'medium' }),
                  })}
                </span>
                <Button size="sm" variant="outline-danger" onClick={() => setAsked(i)}>
                  {t('revoke')}
                </Button>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <ConfirmDialog
        show={asked !== null}
        message={asked ? t('revokeQuestion', { email: asked.email }) : ''}
        confirmLabel={t('revoke')}
        cancelLabel={t('cancel')}
        destructive
        onConfirm={() => {
          if (asked) revoke.mutate(asked.id);
          setAsked(null);
        }}
        onCancel={() => setAsked(null)}
      />
    </section>
  );
}
