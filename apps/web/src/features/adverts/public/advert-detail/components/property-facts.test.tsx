import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeAdvert } from '../../../../../test/advert-factory';
import { PropertyFacts } from './property-facts';

const value = { id: 1, categoryId: 1, unit: null } as const;

describe('the advert page’s property details (docs/product.md#the-sites-own-words)', () => {
  it('shows a choice by the label the answer gives, other values as kept', () => {
    render(
      <PropertyFacts
        advert={makeAdvert()}
        values={[
          {
            ...value,
            keyId: 7,
            keyName: 'Isıtma',
            type: 'choice',
            value: 'Heat pump',
            valueLabel: 'Isı pompası',
          },
          { ...value, id: 2, keyId: 8, keyName: 'Manzara', type: 'text', value: 'Deniz' },
        ]}
      />,
    );
    expect(screen.getByText('Isıtma').nextSibling).toHaveTextContent('Isı pompası');
    expect(screen.queryByText('Heat pump')).toBeNull();
    expect(screen.getByText('Manzara').nextSibling).toHaveTextContent('Deniz');
  });
});
