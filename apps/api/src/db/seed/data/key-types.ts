import { checkPropertyValue, type PropertyRule, type PropertyTypeFields } from '@estate/contracts';

const number = (unit: string | null, min: number | null, max: number | null) => ({
  type: 'number' as const,
  unit,
  min,
  max,
  choices: [],
});
const yesNo = { type: 'boolean' as const, unit: null, min: null, max: null, choices: [] };
const choice = (...choices: string[]) => ({
  type: 'choice' as const,
  unit: null,
  min: null,
  max: null,
  choices,
});

/**
 * The demo keys' types by lower-case name (docs/product.md#typed-property-details); migration
 * 0028 types existing databases' keys with the same list. Keys not listed are text.
 */
export const DEMO_KEY_TYPES: Record<string, PropertyTypeFields> = {
  bedrooms: number('rooms', 0, 50),
  bathrooms: number('rooms', 0, 50),
  rooms: number('rooms', 0, 100),
  'area (m²)': number('m²', 1, null),
  'land area (m²)': number('m²', 1, null),
  floors: number('floors', 1, 200),
  floor: number(null, -5, 300),
  'year built': number('year', 1800, 2100),
  'frontage (m)': number('m', 0, null),
  garden: yesNo,
  elevator: yesNo,
  balcony: yesNo,
  'storage room': yesNo,
  parking: choice(
    'Private garage',
    'Driveway',
    'Street parking',
    'Carport',
    'Underground',
    'Public car park nearby',
  ),
  heating: choice(
    'Natural gas combi boiler',
    'Central heating',
    'Underfloor heating',
    'Heat pump',
    'District heating',
  ),
  'air conditioning': choice('Central', 'Split units', 'VRF system'),
  'swimming pool': choice('Private', 'Private, heated', 'Infinity pool', 'Shared'),
  zoning: choice('Residential', 'Agricultural', 'Tourism', 'Commercial'),
  'road access': choice('Paved road', 'Gravel road'),
  electricity: choice('Connected', 'At the boundary', 'Nearby'),
  water: choice('Mains', 'Well', 'Nearby'),
  slope: choice('Flat', 'Gentle', 'Terraced'),
};

const TEXT: PropertyTypeFields = { type: 'text', unit: null, min: null, max: null, choices: [] };

/** A demo key's type fields, as stored (min/max as min_value/max_value). */
export function demoKeyType(name: string) {
  const fields = DEMO_KEY_TYPES[name.toLowerCase()] ?? TEXT;
  return {
    type: fields.type,
    unit: fields.unit,
    minValue: fields.min,
    maxValue: fields.max,
    choices: fields.choices,
  };
}

/** A demo value as stored: its text and, for numbers and yes/no, its number. */
export function demoValue(keyName: string, value: string) {
  const rule: PropertyRule = { name: keyName, ...(DEMO_KEY_TYPES[keyName.toLowerCase()] ?? TEXT) };
  const checked = checkPropertyValue(rule, value);
  if (!checked.ok) throw new Error(`Demo value "${value}" does not fit ${keyName}`);
  return { value: checked.text, numberValue: checked.number };
}
