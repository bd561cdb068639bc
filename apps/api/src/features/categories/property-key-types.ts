import {
  typeFieldIssues,
  typeFieldsOf,
  type CategoryPropertyInput,
  type PropertyTypeFields,
} from '@estate/contracts';
import { badRequest } from '../../lib/errors';
import type { PropertyKeyRow } from './categories.repository';

const TYPE_NAMES = { number: 'a number', boolean: 'yes or no', text: 'text', choice: 'a choice' };

export const KEY_TYPE_MESSAGES = {
  misfits: (n: number, name: string, type: PropertyTypeFields['type']) =>
    `${n} ${n === 1 ? 'advert has a value' : 'adverts have values'} of ${name} that ${
      n === 1 ? 'is' : 'are'
    } not ${TYPE_NAMES[type]} in the new range or choices; correct ${
      n === 1 ? 'it' : 'them'
    } first.`,
};

export const fieldsOfRow = (k: PropertyKeyRow): PropertyTypeFields => ({
  type: k.type,
  unit: k.unit,
  min: k.minValue,
  max: k.maxValue,
  choices: k.choices,
});

export const columnsOf = (f: PropertyTypeFields) => ({
  type: f.type,
  unit: f.unit,
  minValue: f.min,
  maxValue: f.max,
  choices: f.choices,
});

/** A kept key's fields after the form (what it leaves out stays); 400 when they disagree. */
export function keptKeyFields(
  input: CategoryPropertyInput,
  index: number,
  current: PropertyKeyRow,
): PropertyTypeFields {
  const fields = typeFieldsOf(input, fieldsOfRow(current));
  const [issue] = typeFieldIssues(fields);
  if (issue)
    throw badRequest(issue.message, { [`properties.${index}.${issue.path}`]: issue.message });
  return fields;
}
