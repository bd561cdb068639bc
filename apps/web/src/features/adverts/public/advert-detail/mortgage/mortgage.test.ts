import { describe, expect, it } from 'vitest';
import { isRent } from '../../../shared';
import { mortgageErrors, mortgageResult, readNumber, type MortgageInput } from './mortgage';

const input = (fields: Partial<MortgageInput> = {}): MortgageInput => ({
  price: '300000',
  deposit: '60000',
  rate: '5',
  term: '25',
  income: '',
  ...fields,
});

describe('mortgage sums (docs/product.md#mortgage-calculator)', () => {
  it('works out the monthly repayment of the loan', () => {
    const result = mortgageResult(input())!;
    expect(result.loan).toBe(240_000);
    // 240,000 at 5 % over 25 years: 1,403.02 a month.
    expect(result.monthly).toBeCloseTo(1403.02, 2);
    expect(result.incomeShare).toBeNull();
    expect(mortgageResult(input({ rate: '0', term: '20' }))!.monthly).toBe(1000);
    expect(mortgageResult(input({ income: '84000' }))!.incomeShare).toBeCloseTo(20.04, 2);
  });

  it('reads decimals and grouped thousands as people type them', () => {
    expect(readNumber('4,5')).toBe(4.5);
    expect(readNumber(' 1,250,000 ')).toBe(1_250_000);
    expect(readNumber('1.250.000')).toBe(1_250_000);
    expect(readNumber('')).toBeNull();
    expect(readNumber('-3')).toBeNaN();
    expect(readNumber('abc')).toBeNaN();
  });

  it('names each field that is negative, absurd or missing, and gives no result', () => {
    expect(mortgageErrors(input())).toEqual({});
    expect(Object.keys(mortgageErrors(input({ deposit: '-1' })))).toEqual(['deposit']);
    expect(Object.keys(mortgageErrors(input({ deposit: '300000' })))).toEqual(['deposit']);
    expect(Object.keys(mortgageErrors(input({ rate: '31' })))).toEqual(['rate']);
    expect(Object.keys(mortgageErrors(input({ term: '0' })))).toEqual(['term']);
    expect(Object.keys(mortgageErrors(input({ term: '2.5' })))).toEqual(['term']);
    expect(Object.keys(mortgageErrors(input({ term: '500' })))).toEqual(['term']);
    expect(Object.keys(mortgageErrors(input({ price: '0' })))).toEqual(['price']);
    expect(Object.keys(mortgageErrors(input({ income: '-5' })))).toEqual(['income']);
    expect(mortgageResult(input({ rate: '-2' }))).toBeNull();
    // No rate yet: no result, and no complaint either.
    expect(mortgageErrors(input({ rate: '' }))).toEqual({});
    expect(mortgageResult(input({ rate: '' }))).toBeNull();
  });
});

describe('which adverts get the calculator', () => {
  it('is for sales, whichever language names the type: never a rent', () => {
    expect(isRent({ price: 1, advertTypeName: 'Rent' })).toBe(true);
    expect(isRent({ price: 1, advertTypeName: 'Kiralık' })).toBe(true);
    expect(isRent({ price: 1, advertTypeName: 'Sale' })).toBe(false);
    expect(isRent({ price: 1, advertTypeName: 'Satılık' })).toBe(false);
  });
});
