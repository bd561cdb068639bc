import type { ViewingHours } from '@estate/contracts';
import { useState, type FormEvent } from 'react';
import Form from 'react-bootstrap/Form';
import { QueryStatus } from '../../../components/query-status';
import { SubmitButton } from '../../../components/forms/submit-button';
import { FormAlert } from '../../../components/forms/form-alert';
import { toast } from '../../../components/toast';
import { errorMessage } from '../../../lib/api-error';
import { useSaveViewingHours, useViewingHours } from '../api/viewing-hours';
import { viewingHoursProblem, ViewingHoursFields } from './viewing-hours-fields';
import { zoneCity } from './tour-zone';

export const VIEWING_HOURS_SAVED = 'The viewing hours were saved.';

function HoursForm({
  advertId,
  initial,
  timeZone,
}: {
  advertId: number;
  initial: ViewingHours;
  timeZone: string;
}) {
  const [hours, setHours] = useState(initial);
  const [problem, setProblem] = useState<string>();
  const save = useSaveViewingHours(advertId);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = viewingHoursProblem(hours);
    setProblem(found);
    if (found) return;
    try {
      await save.mutateAsync(hours);
      toast.success(VIEWING_HOURS_SAVED);
    } catch (error) {
      setProblem(errorMessage(error));
    }
  };
  return (
    <Form noValidate onSubmit={(e) => void submit(e)} aria-label="Viewing hours" className="panel">
      <FormAlert variant="danger" message={problem ?? null} />
      <ViewingHoursFields value={hours} onChange={setHours} disabled={save.isPending} />
      <p className="small text-body-secondary">
        Times are {zoneCity(timeZone)} time, where the property is.
      </p>
      <SubmitButton busy={save.isPending}>Save viewing hours</SubmitButton>
    </Form>
  );
}

/** The advert editor's viewing hours (docs/product.md#viewing-hours), saved on their own. */
export function ViewingHoursEditor({ advertId }: { advertId: number }) {
  const hours = useViewingHours(advertId);
  if (!hours.data) return <QueryStatus query={hours} loadingText="Loading the viewing hours…" />;
  const { timeZone, advertId: _id, ...initial } = hours.data;
  return <HoursForm key={advertId} advertId={advertId} initial={initial} timeZone={timeZone} />;
}
