import type { ViewingHours } from '@estate/contracts';
import { useState, type FormEvent } from 'react';
import Form from 'react-bootstrap/Form';
import { QueryStatus } from '../../../../components/query-status';
import { SubmitButton } from '../../../../components/forms/submit-button';
import { FormAlert } from '../../../../components/forms/form-alert';
import { toast } from '../../../../components/toast';
import { errorMessage } from '../../../../lib/api-error';
import { useSaveViewingHours, useViewingHours } from '../../api/viewing-hours';
import { viewingHoursProblem, ViewingHoursFields } from './viewing-hours-fields';
import { zoneCity } from '../shared/tour-zone';
import { useVisitsT } from '../../texts';

function HoursForm({
  advertId,
  initial,
  timeZone,
}: {
  advertId: number;
  initial: ViewingHours;
  timeZone: string;
}) {
  const t = useVisitsT();
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
      toast.success(t('viewingHoursSaved'));
    } catch (error) {
      setProblem(errorMessage(error));
    }
  };
  return (
    <Form
      noValidate
      onSubmit={(e) => void submit(e)}
      aria-label={t('viewingHours')}
      className="panel"
    >
      <FormAlert variant="danger" message={problem ?? null} />
      <ViewingHoursFields value={hours} onChange={setHours} disabled={save.isPending} />
      <p className="small text-body-secondary">{t('propertyTime', { city: zoneCity(timeZone) })}</p>
      <SubmitButton busy={save.isPending}>{t('saveViewingHours')}</SubmitButton>
    </Form>
  );
}

/** The advert editor's viewing hours (docs/product.md#viewing-hours), saved on their own. */
export function ViewingHoursEditor({ advertId }: { advertId: number }) {
  const t = useVisitsT();
  const hours = useViewingHours(advertId);
  if (!hours.data) return <QueryStatus query={hours} loadingText={t('loadingViewingHours')} />;
  const { timeZone, advertId: _id, ...initial } = hours.data;
  return <HoursForm key={advertId} advertId={advertId} initial={initial} timeZone={timeZone} />;
}
