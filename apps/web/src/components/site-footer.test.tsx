import { DEFAULT_WEB_SITE } from '@estate/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../test/api-mock';
import { renderWithRouter } from '../test/render';
import { SiteFooter } from './site-footer';

describe('the footer’s phone number', () => {
  it('is grouped as its country writes it, to be called with a click', async () => {
    mockApi({ 'GET /web-site': { body: { ...DEFAULT_WEB_SITE, phone: '+902125550100' } } });
    renderWithRouter(<SiteFooter />);
    expect(await screen.findByRole('link', { name: '+90 212 555 01 00' })).toHaveAttribute(
      'href',
      'tel:+902125550100',
    );
  });
});
