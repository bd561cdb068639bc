import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { changeSentence, PriceHistory } from './price-history';

const NOW = new Date('2026-11-26T12:00:00Z');

describe('price history (docs/product.md#price-watch)', () => {
  it('tells a change as people read it', () => {
    const drop = { oldPrice: 200_000, newPrice: 190_000, changedAt: '2026-11-03T09:00:00Z' };
    expect(changeSentence(drop, NOW)).toBe('Reduced by 5 % on 3 November');
    const rise = { oldPrice: 100, newPrice: 102, changedAt: '2025-03-01T09:00:00Z' };
    expect(changeSentence(rise, NOW)).toBe('Raised by 2 % on 1 March 2025');
  });

  it('shows nothing without changes, else the last one and the whole list', () => {
    const { container, rerender } = render(<PriceHistory history={[]} />);
    expect(container).toBeEmptyDOMElement();
    rerender(
      <PriceHistory
        history={[
          { oldPrice: 190_000, newPrice: 180_000, changedAt: '2026-11-20T09:00:00Z' },
          { oldPrice: 200_000, newPrice: 190_000, changedAt: '2026-11-03T09:00:00Z' },
        ]}
      />,
    );
    expect(screen.getByText(/^Reduced by 5 % on 20 November/)).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Price changes, newest first' });
    expect(list).toHaveTextContent('$190,000.00 → $180,000.00');
    expect(list).toHaveTextContent('$200,000.00 → $190,000.00');
  });
});
