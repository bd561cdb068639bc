import type { PlaceSuggestion } from '@estate/contracts';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeAdvert } from '../../../../../test/advert-factory';
import type { Suggestion } from '../api/suggestions';
import { SuggestionList, suggestionOptionId } from './suggestion-list';

const place = (overrides: Partial<PlaceSuggestion>): Suggestion => ({
  kind: 'place',
  place: {
    kind: 'district',
    id: 2,
    name: 'Kadıköy',
    countryId: 1,
    cityId: 1,
    cityName: 'İstanbul',
    districtId: 2,
    amount: 12,
    ...overrides,
  },
});

const KADIKOY = place({});
const ISTANBUL = place({ kind: 'city', id: 1, name: 'İstanbul', districtId: null, amount: 1 });
const FLAT: Suggestion = {
  kind: 'advert',
  advert: makeAdvert({ title: 'Sea view flat', price: 250_000, currency: 'USD' }),
};

function renderList(items: readonly Suggestion[], activeIndex = -1, hidden = false) {
  const onChoose = vi.fn();
  const onHover = vi.fn();
  const user = userEvent.setup();
  render(
    <SuggestionList
      id="search"
      label="Suggestions"
      items={items}
      hidden={hidden}
      activeIndex={activeIndex}
      onChoose={onChoose}
      onHover={onHover}
    />,
  );
  return { user, onChoose, onHover };
}

describe('SuggestionList', () => {
  it('shows a district with its city and a city alone, each with its number of adverts', () => {
    renderList([KADIKOY, ISTANBUL]);
    const [district, city] = screen.getAllByRole('option');
    expect(district).toHaveTextContent('Kadıköy');
    expect(district).toHaveTextContent('District, İstanbul · 12 properties');
    expect(city).toHaveTextContent('City · 1 property');
  });

  it('shows an advert with its place, category and price', () => {
    renderList([FLAT]);
    const option = screen.getByRole('option');
    expect(option).toHaveTextContent('Sea view flat');
    expect(option).toHaveTextContent(/Kadıköy, İstanbul · Apartment · .*250,000/);
  });

  it('groups places and adverts under headings when both are there', () => {
    renderList([KADIKOY, ISTANBUL, FLAT]);
    const places = screen.getByRole('group', { name: 'Places' });
    const adverts = screen.getByRole('group', { name: 'Properties' });
    expect(within(places).getAllByRole('option')).toHaveLength(2);
    expect(within(adverts).getAllByRole('option')).toHaveLength(1);
  });

  it('leaves the headings out when there is one kind only', () => {
    renderList([KADIKOY, ISTANBUL]);
    expect(screen.queryByRole('group')).toBeNull();
    expect(screen.getAllByRole('option')).toHaveLength(2);
  });

  it('marks the active option, numbering options across the groups', () => {
    renderList([KADIKOY, ISTANBUL, FLAT], 2);
    const active = screen.getByRole('option', { selected: true });
    expect(active).toHaveTextContent('Sea view flat');
    expect(active).toHaveAttribute('id', suggestionOptionId('search', 2));
    expect(active).toHaveClass('is-active');
    expect(screen.getAllByRole('option', { selected: false })).toHaveLength(2);
  });

  it('chooses the clicked item and follows the pointer', async () => {
    const { user, onChoose, onHover } = renderList([KADIKOY, FLAT]);
    await user.hover(screen.getByRole('option', { name: /Sea view flat/ }));
    expect(onHover).toHaveBeenCalledWith(1);
    await user.click(screen.getAllByRole('option')[0]!);
    expect(onChoose).toHaveBeenCalledWith(KADIKOY);
  });

  it('hides the list without removing it, so the text box keeps pointing at it', () => {
    renderList([KADIKOY], -1, true);
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(screen.getByRole('listbox', { hidden: true })).toHaveAttribute('id', 'search');
  });

  it('names the list box', () => {
    renderList([KADIKOY]);
    expect(screen.getByRole('listbox', { name: 'Suggestions' })).toBeInTheDocument();
  });
});
