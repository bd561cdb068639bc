import type { AdvertStatus } from '@estate/contracts';
import type { useModerationT } from '../texts';

export interface StatusDecision {
  message: string;
  confirmLabel: string;
  destructive: boolean;
}

/**
 * The question the staff editor asks before an advert is activated or rejected (the owner is
 * told at once, so it cannot be taken back), or undefined when the status stays or goes back to
 * Pending. `t` gives it in the reader's language.
 */
export function statusDecision(
  t: ReturnType<typeof useModerationT>,
  title: string,
  current: AdvertStatus,
  chosen: { status: AdvertStatus },
): StatusDecision | undefined {
  if (chosen.status === current) return undefined;
  if (chosen.status === 'ACTIVATED')
    return {
      message: t('editor.activateQuestion', { title }),
      confirmLabel: t('editor.activate'),
      destructive: false,
    };
  if (chosen.status === 'REJECTED')
    return {
      message: t('editor.rejectQuestion', { title }),
      confirmLabel: t('editor.reject'),
      destructive: true,
    };
  return undefined;
}
