import type { TourRequest, TourRequestAction } from '@estate/contracts';
import Button from 'react-bootstrap/Button';
import { Icon } from '../../../../components/icon/icon';
import { useVisitsT } from '../../texts';

/** What a row's buttons ask the list to do; `info` is always offered. */
export type TourRowCommand = TourRequestAction | 'info';

// Each label is the text `action.<action>` of the visits namespace.
const BUTTONS: Array<{ action: TourRowCommand; icon: string; variant: string }> = [
  { action: 'approve', icon: 'check-lg', variant: 'outline-success' },
  { action: 'decline', icon: 'x-lg', variant: 'outline-warning' },
  { action: 'cancel', icon: 'calendar-x', variant: 'outline-secondary' },
  { action: 'changeTime', icon: 'clock', variant: 'outline-primary' },
  { action: 'delete', icon: 'trash', variant: 'outline-danger' },
  { action: 'info', icon: 'info-circle', variant: 'outline-info' },
];

interface TourRequestActionsProps {
  request: TourRequest;
  busy: boolean;
  onCommand: (command: TourRowCommand, request: TourRequest) => void;
}

/** Only the moves the server says the caller may make now, then the info button. */
export function TourRequestActions({ request, busy, onCommand }: TourRequestActionsProps) {
  const t = useVisitsT();
  const offered = BUTTONS.filter((b) => b.action === 'info' || request.actions.includes(b.action));
  return (
    <div className="tour-actions">
      {offered.map((b) => {
        const label = t(`action.${b.action}`);
        return (
          <Button
            key={b.action}
            variant={b.variant}
            size="sm"
            title={label}
            aria-label={t('actionFor', { action: label, title: request.advert.title })}
            disabled={busy && b.action !== 'info'}
            onClick={() => onCommand(b.action, request)}
          >
            <Icon name={b.icon} />
          </Button>
        );
      })}
    </div>
  );
}
