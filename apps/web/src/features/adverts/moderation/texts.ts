import type { AdvertStatus } from '@estate/contracts';
import type { RejectionReasonCode } from '@estate/contracts/rejection-reasons';
import { registerPageTexts, t, type MessageId, type Values } from '../../../i18n';
import english from '../../../i18n/locales/en/moderation.json';

/**
 * The moderation desk's, review view's and staff editor's texts (docs/i18n.md): they load with
 * the staff pages' own chunks, Turkish only for Turkish readers.
 */
export const useModerationT = registerPageTexts(
  'moderation',
  english,
  () => import('../../../i18n/locales/tr/moderation.json'),
);

export type ModerationTextKey = keyof typeof english;

/** The same texts outside React (a helper called while drawing, after `useModerationT`). */
export const moderationText = (key: ModerationTextKey, values?: Values): string =>
  t(`moderation.${key}` as MessageId, values);

export const statusKey = (status: AdvertStatus) => `status.${status}` as const;
export const reasonKey = (code: RejectionReasonCode) => `reason.${code}` as const;

/** A changed field's name by its stable key; a property's own name (data) stays as sent. */
export function fieldName(tr: ReturnType<typeof useModerationT>, field: string, label: string) {
  const key = `field.${field}`;
  return key in english ? tr(key as ModerationTextKey) : label;
}
