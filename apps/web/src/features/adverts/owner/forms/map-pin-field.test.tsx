import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../../test/api-mock';
import { makeUser } from '../../../../test/factories';
import { logInAs, page, renderWithRouter } from '../../../../test/render';
import { ADVERT_FORM_LOOKUPS } from '../../../../test/owner-advert-lookups';
import type { LatLng } from './draw-pin-map';
import { PIN_HINT, PIN_WAITING } from './map-pin-field';
import { NewAdvertForm } from './new-advert-form';

// Leaflet needs a real browser: the stand-in records where the pin starts and lets the test drag it.
const pin = vi.hoisted(() => ({
  start: undefined as LatLng | undefined,
  drag: undefined as ((point: LatLng) => void) | undefined,
  moveTo: vi.fn(),
}));
vi.mock('./draw-pin-map', () => ({
  drawPinMap: (_el: HTMLElement, at: LatLng, onMove: (point: LatLng) => void) => {
    pin.start = at;
    pin.drag = onMove;
    return { moveTo: pin.moveTo, remove: vi.fn() };
  },
}));

describe('the map point of NEW ADVERT', () => {
  it("starts at the chosen district's centre, follows a drag, and is sent", async () => {
    const api = mockApi({
      ...ADVERT_FORM_LOOKUPS,
      'GET /districts/11': {
        body: [{ id: 111, name: 'Kadıköy', latitude: 40.99, longitude: 29.03 }],
      },
      'POST /adverts': {
        status: 201,
        body: { id: 42, slug: 'sunny-flat', status: 'PENDING', version: 1 },
      },
    });
    await logInAs(makeUser({ role: 'CUSTOMER' }));
    const { user } = renderWithRouter(<NewAdvertForm />, {
      path: '/dashboard/add-new-advert',
      routes: [{ path: '/dashboard/my-adverts', ...page('My adverts list') }],
    });
    await screen.findByRole('option', { name: 'Türkiye' });
    expect(screen.getByText(PIN_WAITING)).toBeInTheDocument();

    await user.type(screen.getByLabelText('Title'), 'Sunny flat');
    await user.type(screen.getByLabelText('Description'), 'Near the sea.');
    await user.type(screen.getByLabelText('Price'), '1250000');
    await user.selectOptions(screen.getByLabelText('Advert Type'), 'Sale');
    await user.selectOptions(
      screen.getByLabelText('Category'),
      await screen.findByRole('option', { name: 'Apartment' }),
    );
    await user.selectOptions(screen.getByLabelText('Country'), 'Türkiye');
    await user.selectOptions(
      await screen.findByLabelText('City'),
      await screen.findByRole('option', { name: 'İstanbul' }),
    );
    await user.selectOptions(
      screen.getByLabelText('District'),
      await screen.findByRole('option', { name: 'Kadıköy' }),
    );
    expect(await screen.findByText(PIN_HINT)).toBeInTheDocument();
    await waitFor(() => expect(pin.start).toEqual({ latitude: 40.99, longitude: 29.03 }));

    pin.drag!({ latitude: 41.001, longitude: 29.012 });
    await user.click(screen.getByRole('button', { name: /create|save|submit/i }));
    await screen.findByText('My adverts list');
    expect(api.callsTo('POST /adverts')[0]!.body).toMatchObject({
      district: 111,
      point: { latitude: 41.001, longitude: 29.012 },
    });
  });
});
