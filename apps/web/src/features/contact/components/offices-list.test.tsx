import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '../../../test/render';
import { OfficesList } from './offices-list';

describe('OfficesList', () => {
  it('groups each office’s phone as its country writes it, to be called with a click', async () => {
    const offices = [
      { city: 'Istanbul', address: 'Levent', phone: '+902125550100' },
      { city: 'London', address: 'Soho', phone: '+442079460321' },
    ];
    renderWithRouter(<OfficesList offices={offices} />);
    const list = within(screen.getByRole('list', { name: 'Our offices' }));
    expect(await list.findByRole('link', { name: '+44 20 7946 0321' })).toHaveAttribute(
      'href',
      'tel:+442079460321',
    );
    expect(list.getByRole('link', { name: '+90 212 555 01 00' })).toBeInTheDocument();
  });
});
