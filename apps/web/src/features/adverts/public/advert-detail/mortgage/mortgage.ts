/**
 * The mortgage calculator's sums (docs/product.md#mortgage-calculator): worked out in the browser
 * from what the reader types; nothing is sent anywhere.
 */

export interface MortgageInput {
  price: string;
  deposit: string;
  /** Per cent a year. */
  rate: string;
  /** Years. */
  term: string;
  /** Yearly income, optional. */
  income: string;
}

export type MortgageField = keyof MortgageInput;

export interface MortgageResult {
  loan: number;
  monthly: number;
  /** The monthly payment as a share of the monthly income, per cent; null without an income. */
  incomeShare: number | null;
}

/** The highest rate and longest term a lender offers; beyond them a value is a typing slip. */
export const MAX_RATE = 30;
export const MAX_TERM_YEARS = 40;
const MAX_AMOUNT = 1e12;

/** "4,5" or "4.5" → 4.5; "" → null; anything else → NaN. */
export function readNumber(text: string): number | null {
  const cleaned = text.trim().replace(/\s/g, '');
  if (cleaned === '') return null;
  if (!/^\d+([.,]\d+)?$/.test(cleaned) && !/^\d{1,3}([,.]\d{3})+$/.test(cleaned)) return NaN;
  // Thousands grouped by "," or "." (1,250,000) have more than one group of three.
  if (/^\d{1,3}([,.]\d{3}){2,}$/.test(cleaned)) return Number(cleaned.replace(/[,.]/g, ''));
  return Number(cleaned.replace(',', '.'));
}

/** The fields that are wrong, each with what is wrong, by field. */
export function mortgageErrors(input: MortgageInput): Partial<Record<MortgageField, string>> {
  const errors: Partial<Record<MortgageField, string>> = {};
  const price = readNumber(input.price);
  const deposit = readNumber(input.deposit);
  const rate = readNumber(input.rate);
  const term = readNumber(input.term);
  const income = readNumber(input.income);
  const priceOk = price !== null && price > 0 && price <= MAX_AMOUNT;
  if (!priceOk) errors.price = 'price';
  if (deposit === null || Number.isNaN(deposit) || deposit < 0 || (priceOk && deposit >= price!))
    errors.deposit = 'deposit';
  if (rate !== null && (Number.isNaN(rate) || rate < 0 || rate > MAX_RATE)) errors.rate = 'rate';
  if (term === null || !Number.isInteger(term) || term < 1 || term > MAX_TERM_YEARS)
    errors.term = 'term';
  if (income !== null && (Number.isNaN(income) || income <= 0 || income > MAX_AMOUNT))
    errors.income = 'income';
  return errors;
}

/** The loan and its monthly repayment (an annuity), or null while a field is wrong or the rate empty. */
export function mortgageResult(input: MortgageInput): MortgageResult | null {
  if (Object.keys(mortgageErrors(input)).length > 0) return null;
  const rate = readNumber(input.rate);
  if (rate === null) return null;
  const loan = readNumber(input.price)! - readNumber(input.deposit)!;
  const months = readNumber(input.term)! * 12;
  const monthlyRate = rate / 100 / 12;
  const monthly =
    monthlyRate === 0 ? loan / months : (loan * monthlyRate) / (1 - (1 + monthlyRate) ** -months);
  const income = readNumber(input.income);
  return {
    loan,
    monthly,
    incomeShare: income === null ? null : (monthly / (income / 12)) * 100,
  };
}
