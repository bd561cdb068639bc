import type { AdvertStatus } from '@estate/contracts';

export interface StatusDecision {
  message: string;
  confirmLabel: string;
  destructive: boolean;
}

/**
 * The question the staff editor asks before an advert is activated or rejected (the owner is
 * told at once, so it cannot be taken back), or undefined when the status stays or goes back to
 * Pending.
 */
export function statusDecision(
  title: string,
  current: AdvertStatus,
  chosen: { status: AdvertStatus },
): StatusDecision | undefined {
  if (chosen.status === current) return undefined;
  if (chosen.status === 'ACTIVATED')
    return {
      message: `Activate the advert ${title}? It will be shown to everyone.`,
      confirmLabel: 'Activate',
      destructive: false,
    };
  if (chosen.status === 'REJECTED')
    return {
      message: `Reject the advert ${title}? The owner is told why by e-mail.`,
      confirmLabel: 'Reject',
      destructive: true,
    };
  return undefined;
}
