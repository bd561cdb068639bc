import type { TourRequest, TourRequestAction } from '@estate/contracts';
import Button from 'react-bootstrap/Button';
import { Icon } from '../../../components/icon/icon';

/** What a row's buttons ask the list to do; `info` is always offered. */
export type TourRowCommand = TourRequestAction | 'info';

const BUTTONS: Array<{ action: TourRowCommand; label: string; icon: string; variant: string }> = [
  { action: 'approve', label: 'Approve', icon: 'check-lg', variant: 'outline-success' },
  { action: 'decline', label: 'Decline', icon: 'x-lg', variant: 'outline-warning' },
  { action: 'cancel', label: 'Cancel tour', icon: 'calendar-x', variant: 'outline-secondary' },
  { action: 'changeTime', label: 'Change time', icon: 'clock', variant: 'outline-primary' },
  { action: 'delete', label: 'Delete', icon: 'trash', variant: 'outline-danger' },
  { action: 'info', label: 'Details', icon: 'info-circle', variant: 'outline-info' },
];

interface TourRequestActionsProps {
  request: TourRequest;
  busy: boolean;
  onCommand: (command: TourRowCommand, request: TourRequest) => void;
}

/** Only the moves the server says the caller may make now, then the info button. */
export function TourRequestActions({ request, busy, onCommand }: TourRequestActionsProps) {
  const offered = BUTTONS.filter((b) => b.action === 'info' || request.actions.includes(b.action));
  return (
    <div className="tour-actions">
      {offered.map((b) => (
        <Button
          key={b.action}
          variant={b.variant}
          size="sm"
          title={b.label}
          aria-label={`${b.label}: ${request.advert.title}`}
          disabled={busy && b.action !== 'info'}
          onClick={() => onCommand(b.action, request)}
        >
          <Icon name={b.icon} />
        </Button>
      ))}
    </div>
  );
}
