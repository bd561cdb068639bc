import Button from 'react-bootstrap/Button';
import { useState } from 'react';
import { Icon } from '../../../../components/icon/icon';
import { toast } from '../../../../components/toast';
import { errorMessage } from '../../../../lib/api-error';
import { downloadTourCalendar } from '../../api/tour-calendar';
import { useVisitsT } from '../../texts';

/** "Add to calendar": the approved tour's .ics (docs/product.md#viewing-hours). */
export function CalendarButton({ id, title }: { id: number; title: string }) {
  const t = useVisitsT();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadTourCalendar(id);
    } catch (error) {
      toast.error(errorMessage(error));
    }
    setBusy(false);
  };
  return (
    <Button
      variant="outline-primary"
      size="sm"
      disabled={busy}
      aria-label={t('addToCalendarFor', { title })}
      onClick={() => void download()}
    >
      <Icon name="calendar-plus" className="me-1" />
      {t('addToCalendar')}
    </Button>
  );
}
