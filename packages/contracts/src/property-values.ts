/**
 * Typed property keys and the currencies of prices (docs/product.md#typed-property-details,
 * docs/product.md#prices): one rule for the forms, the server and the search filters.
 */
export const PROPERTY_TYPES = ['number', 'boolean', 'text', 'choice'] as const;
export type PropertyType = (typeof PROPERTY_TYPES)[number];

export const CURRENCIES = ['USD', 'EUR', 'GBP', 'TRY'] as const;
export type Currency = (typeof CURRENCIES)[number];
export const DEFAULT_CURRENCY: Currency = 'USD';

export const PROPERTY_TYPE_MESSAGES = {
  typeUnknown: 'Choose number, yes/no, text or choice',
  unitTooLong: 'A unit must be at most 20 characters',
  rangeOrder: 'The minimum must not be above the maximum',
  choicesRequired: 'A choice property needs at least one choice',
  choiceTooLong: 'A choice must be at most 60 characters',
  choiceTwice: 'Each choice may appear only once',
  tooManyChoices: 'A property may have at most 50 choices',
  choiceTrBlank: 'A Turkish choice must not be blank (null leaves it to the English one)',
  choiceTrTooLong: 'A Turkish choice must be at most 60 characters',
  choicesTrCount: 'Give one Turkish choice for each choice, in the same order',
  choiceTrTwice: 'Each Turkish choice may appear only once',
  currencyUnknown: `Currency must be one of ${CURRENCIES.join(', ')}`,
} as const;

/** Parses a number as people type it: digits, one optional dot; a minus sign when allowed. */
export function parsePropertyNumber(text: string): number | undefined {
  const trimmed = text.trim();
  if (!/^-?\d{1,12}(\.\d{1,4})?$/.test(trimmed)) return undefined;
  return Number(trimmed);
}

const YES = new Set(['yes', 'true', '1']);
const NO = new Set(['no', 'false', '0']);
/** Yes/no values: "Yes", "no", "true"… → true/false; anything else undefined. */
export function parseYesNo(text: string): boolean | undefined {
  const lower = text.trim().toLowerCase();
  if (YES.has(lower)) return true;
  if (NO.has(lower)) return false;
  return undefined;
}

/** What a key's values must be: its type, a unit and range for numbers, the choices of a list. */
export interface PropertyRule {
  name: string;
  type: PropertyType;
  unit?: string | null;
  min?: number | null;
  max?: number | null;
  choices?: string[];
}

/**
 * A value checked against its key: the text to keep (numbers and yes/no written one way, a
 * choice as the key lists it), the number to filter on (yes = 1, no = 0), or the reason it does
 * not fit, a sentence naming the key.
 */
export type CheckedValue =
  { ok: true; text: string; number: number | null } | { ok: false; message: string };

export function checkPropertyValue(rule: PropertyRule, raw: string): CheckedValue {
  const text = raw.trim();
  if (rule.type === 'number') {
    const n = parsePropertyNumber(text);
    if (n === undefined) return { ok: false, message: `${rule.name} must be a number` };
    if (rule.min != null && n < rule.min)
      return { ok: false, message: `${rule.name} must be at least ${rule.min}` };
    if (rule.max != null && n > rule.max)
      return { ok: false, message: `${rule.name} must be at most ${rule.max}` };
    return { ok: true, text: String(n), number: n };
  }
  if (rule.type === 'boolean') {
    const yes = parseYesNo(text);
    if (yes === undefined) return { ok: false, message: `${rule.name} must be yes or no` };
    return { ok: true, text: yes ? 'Yes' : 'No', number: yes ? 1 : 0 };
  }
  if (rule.type === 'choice') {
    const choice = (rule.choices ?? []).find((c) => c.toLowerCase() === text.toLowerCase());
    if (choice === undefined)
      return {
        ok: false,
        message: `${rule.name} must be one of: ${(rule.choices ?? []).join(', ')}`,
      };
    return { ok: true, text: choice, number: null };
  }
  return { ok: true, text, number: null };
}

/** The typed part of a key as a form sends it: each field left out keeps what the key has. */
export interface PropertyTypeInput {
  type?: PropertyType | undefined;
  unit?: string | null | undefined;
  min?: number | null | undefined;
  max?: number | null | undefined;
  choices?: string[] | undefined;
}

/** The typed part of a key as the API answers it. */
export interface PropertyTypeFields {
  type: PropertyType;
  unit: string | null;
  min: number | null;
  max: number | null;
  choices: string[];
}

/** Fills what an input left out from the key as it is (or a new key's defaults). */
export function typeFieldsOf(
  input: PropertyTypeInput,
  current?: PropertyTypeFields,
): PropertyTypeFields {
  const base = current ?? { type: 'text', unit: null, min: null, max: null, choices: [] };
  const type = input.type ?? base.type;
  return {
    type,
    unit: type === 'number' ? (input.unit === undefined ? base.unit : input.unit || null) : null,
    min: type === 'number' ? (input.min === undefined ? base.min : input.min) : null,
    max: type === 'number' ? (input.max === undefined ? base.max : input.max) : null,
    choices: type === 'choice' ? (input.choices ?? base.choices) : [],
  };
}

/** Range and choices agree with the type; reported on the key's own fields. */
export function typeFieldIssues(
  fields: PropertyTypeFields,
): Array<{ path: string; message: string }> {
  const issues: Array<{ path: string; message: string }> = [];
  if (fields.min !== null && fields.max !== null && fields.min > fields.max)
    issues.push({ path: 'max', message: PROPERTY_TYPE_MESSAGES.rangeOrder });
  if (fields.type === 'choice') {
    if (fields.choices.length === 0)
      issues.push({ path: 'choices', message: PROPERTY_TYPE_MESSAGES.choicesRequired });
    const lower = fields.choices.map((c) => c.toLowerCase());
    if (new Set(lower).size !== lower.length)
      issues.push({ path: 'choices', message: PROPERTY_TYPE_MESSAGES.choiceTwice });
  }
  return issues;
}

/**
 * A choice key's Turkish names agree with its choices: one per choice, in the same order (null
 * where none is written yet), never one name for two choices.
 */
export function choicesTrIssues(
  choices: string[],
  choicesTr: Array<string | null> | null | undefined,
): Array<{ path: string; message: string }> {
  if (!choicesTr) return [];
  if (choicesTr.length !== choices.length)
    return [{ path: 'choicesTr', message: PROPERTY_TYPE_MESSAGES.choicesTrCount }];
  const lower = choicesTr.flatMap((c) => (c === null ? [] : [c.toLocaleLowerCase('tr')]));
  if (new Set(lower).size !== lower.length)
    return [{ path: 'choicesTr', message: PROPERTY_TYPE_MESSAGES.choiceTrTwice }];
  return [];
}

/**
 * The Turkish names of a key's new choices when the form changed the choices but sent none:
 * each kept choice (same English value, any case) keeps its Turkish name, a new one has none.
 */
export function carriedChoicesTr(
  before: string[],
  beforeTr: Array<string | null> | null,
  after: string[],
): Array<string | null> | null {
  if (!beforeTr) return null;
  const byValue = new Map(before.map((c, i) => [c.toLowerCase(), beforeTr[i] ?? null]));
  const carried = after.map((c) => byValue.get(c.toLowerCase()) ?? null);
  return carried.some((c) => c !== null) ? carried : null;
}

const SYMBOLS: Record<Currency, string> = { USD: '$', EUR: '€', GBP: '£', TRY: '₺' };

/** A price as people read it: USD exactly as always (`$1,250,000.00`), others with their sign. */
export function formatPrice(value: number, currency: string = DEFAULT_CURRENCY): string {
  const sign = SYMBOLS[currency as Currency] ?? `${currency} `;
  const digits = Math.abs(value).toLocaleString('en-US', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return `${value < 0 ? '-' : ''}${sign}${digits}`;
}

/** Parses a search filter value: `3..5`, `3..`, `..120`, `yes`/`no`, or a choice's text. */
export type PropertyFilter =
  | { kind: 'range'; from?: number; to?: number }
  | { kind: 'yesNo'; yes: boolean }
  | { kind: 'choice'; value: string };

export function parsePropertyFilter(raw: string): PropertyFilter | undefined {
  const text = raw.trim();
  const range = /^(.*)\.\.(.*)$/.exec(text);
  if (range) {
    const [from, to] = [range[1]!, range[2]!].map((b) =>
      b === '' ? null : parsePropertyNumber(b),
    );
    if (from === undefined || to === undefined || (from === null && to === null)) return undefined;
    if (from !== null && to !== null && from > to) return undefined;
    return { kind: 'range', from: from ?? undefined, to: to ?? undefined };
  }
  const yes = parseYesNo(text);
  if (yes !== undefined && !/^\d$/.test(text)) return { kind: 'yesNo', yes };
  if (text === '' || text.length > 60) return undefined;
  return { kind: 'choice', value: text };
}

const FILTER_PARAM = /^filter\[([^\]]*)\]$/;

/**
 * A query string's `filter[12]=3..5` parameters (flat, as URL parsers give them) gathered into
 * `filter: {"12": "3..5"}`, the shape the search schema reads; other parameters stay as they are.
 */
export function foldPropertyFilters(query: Record<string, unknown>): Record<string, unknown> {
  const folded: Record<string, unknown> = {};
  const filter: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(query)) {
    const match = FILTER_PARAM.exec(name);
    if (match) filter[match[1]!] = Array.isArray(value) ? value[value.length - 1] : value;
    else folded[name] = value;
  }
  if (Object.keys(filter).length > 0) folded.filter = filter;
  return folded;
}

/** The inverse, for links: `{"12": "3..5"}` → `[["filter[12]", "3..5"]]`. */
export const propertyFilterParams = (filter: Record<string, string> | undefined) =>
  Object.entries(filter ?? {}).map(([keyId, value]) => [`filter[${keyId}]`, value] as const);

/** The `filter[{keyId}]` parameters of a URL's query, or undefined when it has none. */
export function readPropertyFilters(search: URLSearchParams): Record<string, string> | undefined {
  const found: Record<string, string> = {};
  for (const [name, value] of search.entries()) {
    const match = /^filter\[(\d+)\]$/.exec(name);
    if (match && value.trim() !== '') found[match[1]!] = value.trim();
  }
  return Object.keys(found).length > 0 ? found : undefined;
}

export { BBOX_MESSAGES, formatBbox, parseBbox, type Bbox } from './bbox-rules';
