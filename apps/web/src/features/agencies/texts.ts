import { AGENCY_FIELD_MESSAGES } from '@estate/contracts/agencies';
import type { FieldError } from 'react-hook-form';
import { registerPageTexts } from '../../i18n';
import english from '../../i18n/locales/en/agencies.json';

/** The agency pages' texts (docs/i18n.md), loaded with the pages only. */
export const useAgenciesT = registerPageTexts(
  'agencies',
  english,
  () => import('../../i18n/locales/tr/agencies.json'),
);

export type AgenciesTextKey = keyof typeof english;

/** The form rules' English sentences, by their name in the catalog (`rule.<name>`). */
const RULES = Object.entries(AGENCY_FIELD_MESSAGES) as [string, string][];

/** A field's error in the reader's language: the contract's sentences are in the catalog. */
export function useAgencyFieldError() {
  const t = useAgenciesT();
  return (error: FieldError | undefined): FieldError | undefined => {
    const rule = RULES.find(([, sentence]) => sentence === error?.message)?.[0];
    return error && rule ? { ...error, message: t(`rule.${rule}` as AgenciesTextKey) } : error;
  };
}
