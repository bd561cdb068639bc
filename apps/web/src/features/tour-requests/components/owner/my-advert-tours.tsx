import type { TourRequest } from '@estate/contracts';
import Button from 'react-bootstrap/Button';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { useTourRequests } from '../../api/tour-requests';
import { tourClock, tourDay, useVisitsT } from '../../texts';
import { CalendarButton } from '../shared/calendar-button';
import { ChangeTimeDialog } from '../change-time/change-time-dialog';
import { tourQuestion } from '../shared/tour-questions';
import { TourStatusBadge } from '../shared/tour-status-badge';
import { zoneCity } from '../shared/tour-zone';
import { useTourCommands } from '../shared/use-tour-commands';

function MyTourRow({
  request,
  busy,
  onCommand,
}: {
  request: TourRequest;
  busy: boolean;
  onCommand: ReturnType<typeof useTourCommands>['onCommand'];
}) {
  const t = useVisitsT();
  const when = t('when', {
    date: tourDay(request.tourDate),
    time: tourClock(request.tourTime.slice(11, 16)),
  });
  return (
    <li className="my-tours__item">
      <div className="my-tours__when">
        <TourStatusBadge status={request.status} /> <strong>{when}</strong>{' '}
        <span className="text-body-secondary small">
          {t('zoneTime', { city: zoneCity(request.timeZone) })}
        </span>
      </div>
      <div className="my-tours__actions">
        {request.actions.includes('changeTime') ? (
          <Button
            size="sm"
            variant="outline-primary"
            disabled={busy}
            onClick={() => onCommand('changeTime', request)}
          >
            {t('change')}
          </Button>
        ) : null}
        {request.actions.includes('cancel') ? (
          <Button
            size="sm"
            variant="outline-secondary"
            disabled={busy}
            onClick={() => onCommand('cancel', request)}
          >
            {t('cancelTourShort')}
          </Button>
        ) : null}
        {request.status === 'APPROVED' ? (
          <CalendarButton id={request.id} title={request.advert.title} />
        ) : null}
      </div>
    </li>
  );
}

/** How many of one's requests for an advert its page shows, newest first. */
const OWN_TOURS_SHOWN = 10;

/**
 * The signed-in person's own requests for this advert, above the form: status, time, change,
 * cancel (asked first) and, once approved, "Add to calendar" (docs/product.md#tour-times).
 */
export function MyAdvertTours({ advertId }: { advertId: number }) {
  const requests = useTourRequests({
    view: 'guest',
    page: 0,
    size: OWN_TOURS_SHOWN,
    q: '',
    advertId,
  });
  const t = useVisitsT();
  const commands = useTourCommands();
  const mine = requests.data?.content ?? [];
  if (mine.length === 0) return null;
  return (
    <section className="my-tours" aria-labelledby="my-tours-title">
      <h2 id="my-tours-title" className="my-tours__title">
        {t('yourRequests')}
      </h2>
      <ul className="my-tours__list">
        {mine.map((request) => (
          <MyTourRow
            key={request.id}
            request={request}
            busy={commands.busyId === request.id}
            onCommand={commands.onCommand}
          />
        ))}
      </ul>
      <ConfirmDialog
        show={commands.asking !== undefined}
        {...(commands.asking
          ? tourQuestion(commands.asking.command, commands.asking.request)
          : { message: '', confirmLabel: '' })}
        onConfirm={commands.confirm}
        onCancel={commands.cancelAsking}
      />
      <ChangeTimeDialog
        request={commands.moving}
        onChanged={commands.timeChanged}
        onClose={commands.closeMove}
      />
    </section>
  );
}
