import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../../../../../test/render';
import { MortgageCalculator } from './mortgage-calculator';

describe('MortgageCalculator (docs/product.md#mortgage-calculator)', () => {
  it('shows the monthly payment in the advert’s currency once a rate is given, asking nothing of the server', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    renderWithRouter(<MortgageCalculator advert={{ price: 300_000, currency: 'EUR' }} />);
    expect(screen.getByLabelText('Deposit')).toHaveValue('60000');
    expect(screen.getByLabelText('Term (years)')).toHaveValue('25');
    expect(screen.getByText('Enter an interest rate to see the monthly payment.')).toBeVisible();
    await userEvent.type(screen.getByLabelText('Interest rate (% a year)'), '5');
    expect(screen.getByText('€1,403.02')).toBeVisible();
    expect(screen.getByText('Loan of €240,000.00')).toBeVisible();
    await userEvent.type(screen.getByLabelText('Your yearly income (optional)'), '84000');
    expect(screen.getByText('20 % of your monthly income')).toBeVisible();
    expect(fetchSpy).not.toHaveBeenCalled();
    fetchSpy.mockRestore();
  });

  it('says which field is wrong when a value is negative or absurd', async () => {
    renderWithRouter(<MortgageCalculator advert={{ price: 300_000, currency: 'USD' }} />);
    const deposit = screen.getByLabelText('Deposit');
    await userEvent.clear(deposit);
    await userEvent.type(deposit, '-100');
    expect(deposit).toBeInvalid();
    expect(
      screen.getByText('The deposit must be 0 or more and less than the price.'),
    ).toBeInTheDocument();
    const rate = screen.getByLabelText('Interest rate (% a year)');
    await userEvent.type(rate, '250');
    expect(rate).toBeInvalid();
    expect(screen.getByText('The interest rate must be between 0 and 30 %.')).toBeInTheDocument();
    expect(screen.getByLabelText('Term (years)')).toBeValid();
    expect(screen.queryByText(/Monthly payment/)).not.toBeInTheDocument();
  });
});
