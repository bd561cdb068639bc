import type { AdvertStatus } from '@estate/contracts';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { Icon } from '../../../../components/icon/icon';
import { toast } from '../../../../components/toast';
import { errorMessage } from '../../../../lib/api-error';
import { useChangeAdvertStatus } from '../api/change-status';
import type { Rejection } from '../forms/moderation-schema';
import { useModerationT } from '../texts';
import { RejectReasonDialog } from './reject-reason-dialog';

interface BulkActionsProps {
  selected: number[];
  /** The version the list shows of each selected advert (by id): a changed one refuses all. */
  versions: Record<number, number>;
  onDone: () => void;
}

/** Approve or reject every ticked advert at once (one request, all or none). */
export function BulkActions({ selected, versions, onDone }: BulkActionsProps) {
  const change = useChangeAdvertStatus();
  const [rejecting, setRejecting] = useState(false);
  const [activating, setActivating] = useState(false);
  const count = selected.length;
  const t = useModerationT();

  const apply = async (status: AdvertStatus, rejection?: Rejection) => {
    setRejecting(false);
    setActivating(false);
    try {
      const result = await change.mutateAsync({ ids: selected, versions, status, ...rejection });
      toast.success(result.message);
      onDone();
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };

  if (count === 0) return null;
  return (
    <div className="moderation-bulk" role="region" aria-label={t('bulk.region')}>
      <span className="moderation-bulk__count">{t('bulk.selected', { count })}</span>
      <Button
        variant="success"
        size="sm"
        disabled={change.isPending}
        onClick={() => setActivating(true)}
      >
        <Icon name="check-lg" className="me-1" />
        {t('bulk.activate')}
      </Button>
      <Button
        variant="danger"
        size="sm"
        disabled={change.isPending}
        onClick={() => setRejecting(true)}
      >
        <Icon name="x-lg" className="me-1" />
        {t('bulk.reject')}
      </Button>
      <Button variant="link" size="sm" onClick={onDone}>
        {t('bulk.clear')}
      </Button>
      <ConfirmDialog
        show={activating}
        message={t('bulk.activateQuestion', { count })}
        confirmLabel={t('bulk.activate')}
        cancelLabel={t('cancel')}
        destructive={false}
        onConfirm={() => void apply('ACTIVATED')}
        onCancel={() => setActivating(false)}
      />
      <RejectReasonDialog
        show={rejecting}
        count={count}
        onReject={(rejection) => void apply('REJECTED', rejection)}
        onCancel={() => setRejecting(false)}
      />
    </div>
  );
}
