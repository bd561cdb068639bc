import type { FieldError } from 'react-hook-form';
import { useAuthT, type AuthT, type AuthTextKey } from './auth-texts';

/**
 * The forms' rules keep the specification's English messages (docs/product.md#form-rules), shared
 * with the server; they are put in the reader's language only when shown. A message not listed
 * here (the server's, already translated) is shown as it came.
 */
const RULE_KEYS: Record<string, AuthTextKey> = {
  Required: 'rule.required',
  'Invalid email address': 'rule.invalidEmail',
  'At least 8 characters': 'rule.atLeast8',
  'One lowercase char': 'rule.oneLowercase',
  'One uppercase char': 'rule.oneUppercase',
  'One number': 'rule.oneNumber',
  'Passwords must match': 'rule.passwordsMatch',
  'You must agree to the Terms of Use and the Privacy Policy.': 'rule.termsConsent',
  'Phone must be digits, optionally starting with +': 'rule.phoneDigits',
  'Use one line without line breaks or control characters.': 'rule.singleLine',
  'Remove the invisible formatting characters.': 'rule.invisibleFormatting',
  'enter first name': 'rule.enterFirstName',
  'enter last name': 'rule.enterLastName',
  'enter phone number': 'rule.enterPhone',
};

const MAX_CHARACTERS = /^Max (\d+) characters$/;

export function translateRuleMessage(t: AuthT, message: string): string {
  const key = RULE_KEYS[message];
  if (key) return t(key);
  const max = MAX_CHARACTERS.exec(message)?.[1];
  return max ? t('rule.maxCharacters', { max: Number(max) }) : message;
}

const translateAny = (t: AuthT, value: unknown): unknown => {
  if (typeof value === 'string') return translateRuleMessage(t, value);
  return Array.isArray(value) ? value.map((item) => translateAny(t, item)) : value;
};

/** The field's error with its message (and, with criteriaMode 'all', every rule's) translated. */
export function translateFieldError(
  t: AuthT,
  error: FieldError | undefined,
): FieldError | undefined {
  if (!error) return undefined;
  const types = error.types
    ? Object.fromEntries(Object.entries(error.types).map(([k, v]) => [k, translateAny(t, v)]))
    : undefined;
  return {
    ...error,
    message: error.message === undefined ? undefined : translateRuleMessage(t, error.message),
    ...(types ? { types: types as FieldError['types'] } : {}),
  };
}

/** `t` and a translator of field errors, for a form component. */
export function useAuthFormTexts() {
  const t = useAuthT();
  return { t, fieldError: (error: FieldError | undefined) => translateFieldError(t, error) };
}
