import { describe, expect, it } from 'vitest';
import {
  ADVERT_TYPE_FORM_MESSAGES as M,
  advertTypeDisplayTitle,
  advertTypeFormSchema,
} from './advert-types-admin';
import { messageOf } from './test-support';

describe('advert type form', () => {
  const message = (title: unknown) => messageOf(advertTypeFormSchema, { title }, 'title');

  it('requires a title of at most 40 characters', () => {
    expect(message('')).toBe(M.titleRequired);
    expect(message('  ')).toBe(M.titleRequired);
    expect(message(undefined)).toBe(M.titleRequired);
    expect(message('t'.repeat(40))).toBeUndefined();
    expect(message('t'.repeat(41))).toBe(M.titleTooLong);
  });

  it('shows titles without a trailing s', () => {
    expect(advertTypeDisplayTitle('Sales')).toBe('Sale');
    expect(advertTypeDisplayTitle('Rent')).toBe('Rent');
  });
});
