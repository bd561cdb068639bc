import { ACCOUNTS_TR } from './messages-accounts.tr';
import { AGENCIES_TR } from './messages-agencies.tr';
import { ADVERTS_TR } from './messages-adverts.tr';
import { ACTIONS_TR, COMMON_TR } from './messages-common.tr';
import { SAFETY_TR } from './messages-safety.tr';
import { VISITS_TR } from './messages-visits.tr';
import { RATES_TR } from './messages-rates.tr';
import { IMPORT_TR } from './messages-import.tr';

/**
 * The server's messages in Turkish, keyed by the English sentence the services answer with
 * (docs/decisions/0046). The common templates come last: exact sentences are tried first.
 */
export const MESSAGES_TR: Record<string, string> = {
  ...ACCOUNTS_TR,
  ...ADVERTS_TR,
  ...VISITS_TR,
  ...SAFETY_TR,
  ...RATES_TR,
  ...AGENCIES_TR,
  ...IMPORT_TR,
  ...ACTIONS_TR,
  ...COMMON_TR,
};
