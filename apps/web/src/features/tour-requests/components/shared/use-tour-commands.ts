import type { TourRequest } from '@estate/contracts';
import { useState } from 'react';
import { toast } from '../../../../components/toast';
import { errorMessage } from '../../../../lib/api-error';
import { useDeleteTourRequest } from '../../api/delete-tour-request';
import { visitsText } from '../../texts';
import { useMoveTourRequest, type TourRequestMove } from '../../api/move-tour-request';
import type { TourRowCommand } from './tour-request-actions';
import { isAskedFirst, type AskedTourCommand } from './tour-questions';

type ToastKey = 'approve' | 'decline' | 'cancel' | 'changeTime' | 'delete';

/** Runs a change and says how it went: the server's message when it was refused. */
async function withToast(work: () => Promise<unknown>, success: ToastKey) {
  try {
    await work();
    toast.success(visitsText(`toast.${success}`));
  } catch (error) {
    toast.error(errorMessage(error));
  }
}

/**
 * The row commands of the tour requests list: approve runs at once; delete, decline and cancel
 * ask first (none can be taken back); the time change and the info open their dialogs.
 */
export function useTourCommands() {
  const move = useMoveTourRequest();
  const remove = useDeleteTourRequest();
  const [busyId, setBusyId] = useState<number>();
  const [asking, setAsking] = useState<{ command: AskedTourCommand; request: TourRequest }>();
  const [moving, setMoving] = useState<TourRequest>();
  const [showing, setShowing] = useState<TourRequest>();

  const run = async (id: number, work: () => Promise<unknown>, success: ToastKey) => {
    setBusyId(id);
    await withToast(work, success);
    setBusyId(undefined);
  };

  const onCommand = (command: TourRowCommand, request: TourRequest) => {
    if (command === 'info') setShowing(request);
    else if (isAskedFirst(command)) setAsking({ command, request });
    else if (command === 'changeTime') setMoving(request);
    else {
      const m: TourRequestMove = command;
      void run(request.id, () => move.mutateAsync({ id: request.id, move: m }), m);
    }
  };

  const confirm = () => {
    setAsking(undefined);
    if (!asking) return;
    const { command, request } = asking;
    if (command === 'delete') void run(request.id, () => remove.mutateAsync(request.id), 'delete');
    else void run(request.id, () => move.mutateAsync({ id: request.id, move: command }), command);
  };

  // The dialog sends the new time itself and stays open on a refusal, saying it there.
  const timeChanged = () => {
    setMoving(undefined);
    toast.success(visitsText('toast.changeTime'));
  };

  return {
    busyId,
    onCommand,
    asking,
    confirm,
    cancelAsking: () => setAsking(undefined),
    moving,
    timeChanged,
    closeMove: () => setMoving(undefined),
    showing,
    closeInfo: () => setShowing(undefined),
  };
}
