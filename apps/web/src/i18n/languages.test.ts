import * as contract from '@estate/contracts';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LANGUAGE, LANGUAGES, pickLanguage } from './languages';

describe('the languages', () => {
  it('are the contract’s, English first', () => {
    expect(LANGUAGES).toEqual(contract.LANGUAGES);
    expect(DEFAULT_LANGUAGE).toBe(contract.DEFAULT_LANGUAGE);
  });

  it('pick the first supported language of a browser list, else English', () => {
    for (const list of [['tr-TR', 'en'], ['de-DE', 'TR'], ['en-GB', 'tr'], ['de', 'fr'], [], ['x']])
      expect(pickLanguage(list)).toBe(contract.pickLanguage(list));
    expect(pickLanguage(['tr-TR', 'en-US'])).toBe('tr');
    expect(pickLanguage(['de-DE'])).toBe('en');
  });
});
