import { useState } from 'react';
import type { AdminAdvertStatusChanged } from '@estate/contracts';
import { toast } from '../../../../components/toast';
import { errorMessage } from '../../../../lib/api-error';
import { useDecideAdvert } from '../api/decide';
import type { Rejection } from '../forms/moderation-schema';
import { moderationText } from '../texts';
import { RejectReasonDialog } from './reject-reason-dialog';

interface Decided {
  id: number;
  version: number;
  title: string;
  /** A live advert whose edit waits: the decision is on the edit (docs/product.md#revisions). */
  edit?: boolean;
}

/** The toast: what became of an edit in the reader's language, else the server's sentence. */
function decidedText(result: AdminAdvertStatusChanged) {
  const edit = result.adverts.length === 1 ? result.adverts[0]?.edit : undefined;
  if (edit === 'APPROVED') return moderationText('decided.editApproved');
  if (edit === 'REJECTED') return moderationText('decided.editRejected');
  return result.message;
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
      toast.success(decidedText(result));
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
        edit={advert?.edit}
        onReject={(rejection) => void send('REJECTED', rejection)}
        onCancel={() => setRejecting(false)}
      />
    ),
  };
}
