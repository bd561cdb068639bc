import { useState } from 'react';
import { toast } from '../../../../components/toast';
import { errorMessage } from '../../../../lib/api-error';
import { useDecideAdvert } from '../api/decide';
import type { Rejection } from '../forms/moderation-schema';
import { RejectReasonDialog } from './reject-reason-dialog';

interface Decided {
  id: number;
  version: number;
  title: string;
}

/**
 * Approve and reject for one advert, as shown (its version): Reject asks for the reason first.
 * A refusal (409: the advert changed since) is told and the lists reload through the
 * mutation's invalidation; `onDecided` runs only after a decision was saved.
 */
export function useAdvertDecision(advert: Decided | undefined, onDecided?: () => void) {
  const { decide, isPending } = useDecideAdvert();
  const [rejecting, setRejecting] = useState(false);

  const send = async (status: 'ACTIVATED' | 'REJECTED', rejection?: Rejection) => {
    if (!advert) return;
    setRejecting(false);
    try {
      const result = await decide({ advert, status, ...rejection });
      toast.success(result.message);
      onDecided?.();
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };

  return {
    isPending,
    approve: () => void send('ACTIVATED'),
    reject: () => setRejecting(true),
    dialog: (
      <RejectReasonDialog
        show={rejecting}
        count={1}
        title={advert?.title}
        onReject={(rejection) => void send('REJECTED', rejection)}
        onCancel={() => setRejecting(false)}
      />
    ),
  };
}
