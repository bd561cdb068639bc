import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { dropInitialAnswers } from '../../../lib/initial-data';
import { apiError, mockApi } from '../../../test/api-mock';
import { logInAs, renderWithRouter } from '../../../test/render';
import { userWithRole } from '../../../test/factories';
import { makeAdverts } from '../../../test/advert-factory';
import { PopularProperties } from './popular-properties';
import { PropertiesByCity } from './properties-by-city';
import { PropertiesByType } from './properties-by-type';

const CATEGORIES = {
  content: [
    {
      id: 1,
      title: 'House',
      slug: 'houses',
      icon: 'house',
      seq: 1,
      isActive: true,
      properties: [],
    },
    {
      id: 4,
      title: 'Villa',
      slug: 'villas',
      icon: 'house-heart',
      seq: 4,
      isActive: true,
      properties: [],
    },
  ],
  totalElements: 2,
  totalPages: 1,
  number: 0,
  size: 100,
};

/** The answers the server writes into the page (lib/initial-data.ts). */
function pageAnswers(answers: Record<string, unknown>) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = 'initial-data';
  script.textContent = JSON.stringify(answers);
  document.body.append(script);
}

afterEach(() => dropInitialAnswers());

describe('PopularProperties', () => {
  it('shows the six popular adverts of GET /adverts/popular/6 as cards', async () => {
    const api = mockApi({ 'GET /adverts/popular/6': { body: makeAdverts(6) } });
    renderWithRouter(<PopularProperties />);
    const list = await screen.findByRole('list', { name: 'Popular properties' });
    expect(within(list).getAllByRole('article')).toHaveLength(6);
    expect(api.callsTo('GET /adverts/popular/6')).toHaveLength(1);
  });

  it('shows the adverts the page came with at once, without asking the API', () => {
    pageAnswers({ '/adverts/popular/6': makeAdverts(6) });
    const api = mockApi({});
    renderWithRouter(<PopularProperties />);
    const list = screen.getByRole('list', { name: 'Popular properties' });
    expect(within(list).getAllByRole('article')).toHaveLength(6);
    // Only the rates for a card's "≈" price may be asked for: never the adverts again.
    expect(api.calls.map((c) => c.path)).not.toContain('/adverts/popular/6');
    expect(api.calls.every((c) => c.path === '/exchange-rates')).toBe(true);
  });

  it("asks the API for a logged-in user's own hearts instead of the page's answer", async () => {
    await logInAs(userWithRole('CUSTOMER'));
    pageAnswers({ '/adverts/popular/6': makeAdverts(6) });
    const api = mockApi({ 'GET /adverts/popular/6': { body: makeAdverts(2) } });
    renderWithRouter(<PopularProperties />);
    const list = await screen.findByRole('list', { name: 'Popular properties' });
    expect(within(list).getAllByRole('article')).toHaveLength(2);
    expect(api.callsTo('GET /adverts/popular/6')).toHaveLength(1);
  });

  it("shows the server's message and loads again on request", async () => {
    let fail = true;
    mockApi({
      'GET /adverts/popular/6': () =>
        fail ? apiError(404, 'Nothing here.') : { body: makeAdverts(2) },
    });
    const { user } = renderWithRouter(<PopularProperties />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Nothing here.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findAllByRole('article')).toHaveLength(2);
  });
});

describe('PropertiesByType', () => {
  it("shows each category's icon, name and count, linking to the list of that category", async () => {
    mockApi({
      'GET /adverts/exp-proprety': {
        body: [
          { slug: 'houses', categoryName: 'House', advertAmount: 12, icon: 'house' },
          { slug: 'villas', categoryName: 'Villa', advertAmount: 1, icon: 'house-heart' },
        ],
      },
      'GET /categories': { body: CATEGORIES },
    });
    renderWithRouter(<PropertiesByType />);
    const list = await screen.findByRole('list', { name: 'Properties by type' });
    const links = within(list).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['House12 properties', '/properties?category=1'],
      ['Villa1 property', '/properties?category=4'],
    ]);
    expect(links[1]!.querySelector('i')).toHaveClass('bi', 'bi-house-heart');
  });
});

describe('PropertiesByCity', () => {
  it('shows each city with its count, linking to the list of that city', async () => {
    mockApi({
      'GET /adverts/cities': {
        body: [
          { id: 25, cityName: 'Barcelona', amount: 5 },
          { id: 3, cityName: 'İzmir', amount: 2 },
        ],
      },
    });
    renderWithRouter(<PropertiesByCity />);
    const list = await screen.findByRole('list', { name: 'Properties by city' });
    expect(
      within(list)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['Barcelona5 properties', '/properties?city=25'],
      ['İzmir2 properties', '/properties?city=3'],
    ]);
  });
});
