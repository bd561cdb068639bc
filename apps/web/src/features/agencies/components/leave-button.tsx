import type { MyAgency } from '@estate/contracts/agencies';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FormAlert } from '../../../components/forms';
import { errorMessage } from '../../../lib/api-error';
import { useLeaveAgency } from '../api/agencies';
import { useAgenciesT } from '../texts';

/** Leaving, asked first; the last member's question says the agency closes. */
export function LeaveButton({ mine }: { mine: MyAgency }) {
  const t = useAgenciesT();
  const leave = useLeaveAgency(mine.agency.id);
  const [asking, setAsking] = useState(false);
  const last = mine.members.length === 1;
  return (
    <section className="mt-4">
      <FormAlert variant="danger" message={leave.isError ? errorMessage(leave.error) : null} />
      <Button variant="outline-danger" onClick={() => setAsking(true)}>
        {t('leave')}
      </Button>
      <ConfirmDialog
        show={asking}
        message={t(last ? 'leaveLastQuestion' : 'leaveQuestion', { name: mine.agency.name })}
        confirmLabel={t('leave')}
        cancelLabel={t('cancel')}
        destructive
        onConfirm={() => {
          setAsking(false);
          leave.mutate(undefined);
        }}
        onCancel={() => setAsking(false)}
      />
    </section>
  );
}
