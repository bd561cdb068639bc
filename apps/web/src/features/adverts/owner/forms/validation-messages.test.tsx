import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../../test/api-mock';
import { makeUser } from '../../../../test/factories';
import { expectRulesShownThenCleared, type FieldRule } from '../../../../test/form-rules';
import { logInAs, renderWithRouter } from '../../../../test/render';
import { makeAdvertDetail } from '../../../../test/advert-detail-fixtures';
import { ADVERT_FORM_LOOKUPS } from '../../../../test/owner-advert-lookups';
import { AdvertEditorForm } from './advert-editor-form';
import { NewAdvertForm } from './new-advert-form';

// docs/product.md#form-rules: every required field says 'Required'; a select is emptied by
// choosing its first option again. The address is emptied from the bottom up, as choosing a
// country or city again clears what is under it.
const ADVERT_RULES: FieldRule[] = [
  { label: 'Title', input: '', message: 'Required', fix: 'Sunny flat' },
  { label: 'Description', input: '', message: 'Required', fix: 'Near the sea.' },
  { label: 'Price', input: '', message: 'Required', fix: '0' },
  { label: 'Advert Type', input: 'Choose an advert type', message: 'Required', fix: 'Sale' },
  { label: 'Category', input: 'Choose a category', message: 'Required', fix: 'Apartment' },
  { label: 'District', input: 'Choose a district', message: 'Required', fix: 'Kadıköy' },
  { label: 'City', input: 'Choose a city', message: 'Required', fix: 'İstanbul' },
  { label: 'Country', input: 'Choose a country', message: 'Required', fix: 'Türkiye' },
];

const SLUG_RULES: FieldRule[] = [
  {
    label: 'Slug',
    input: '',
    message: "Required and don't use space character!",
    fix: 'sunny-flat',
  },
  {
    label: 'Slug',
    input: 'sunny flat',
    message: "Required and don't use space character!",
    fix: 'sunny-flat',
  },
];

async function fillNewAdvert(user: UserEvent) {
  await user.type(screen.getByLabelText('Title'), 'Sunny flat');
  await user.type(screen.getByLabelText('Description'), 'Near the sea.');
  await user.type(screen.getByLabelText('Price'), '1250000');
  await user.selectOptions(screen.getByLabelText('Advert Type'), 'Sale');
  await user.selectOptions(screen.getByLabelText('Category'), 'Apartment');
  await user.selectOptions(screen.getByLabelText('Country'), 'Türkiye');
  await user.selectOptions(
    screen.getByLabelText('City'),
    await screen.findByRole('option', { name: 'İstanbul' }),
  );
  await user.selectOptions(
    screen.getByLabelText('District'),
    await screen.findByRole('option', { name: 'Kadıköy' }),
  );
}

async function logInWithLookups() {
  const api = mockApi(ADVERT_FORM_LOOKUPS);
  await logInAs(makeUser({ role: 'CUSTOMER' }));
  return api;
}

describe('advert form messages', () => {
  it("says 'Required' under each field of a new advert until it is filled in again", async () => {
    const api = await logInWithLookups();
    const { user } = renderWithRouter(<NewAdvertForm />, { path: '/dashboard/add-new-advert' });
    await screen.findByRole('option', { name: 'Apartment' });
    await screen.findByRole('option', { name: 'Türkiye' });
    await fillNewAdvert(user);
    expect(screen.queryByLabelText('Slug')).not.toBeInTheDocument();
    await expectRulesShownThenCleared(user, ADVERT_RULES, () =>
      screen.getByRole('button', { name: 'CREATE' }),
    );
    expect(api.callsTo('POST /adverts')).toHaveLength(0);
  });

  it("asks the owner's editor for the same fields and a slug without spaces", async () => {
    const api = await logInWithLookups();
    const detail = makeAdvertDetail({
      id: 41,
      slug: 'garden-flat',
      country: { id: 1, name: 'Türkiye' },
      city: { id: 11, name: 'İstanbul' },
      district: { id: 111, name: 'Kadıköy' },
    });
    const { user } = renderWithRouter(<AdvertEditorForm detail={detail} onClose={vi.fn()} />);
    await screen.findByRole('option', { name: 'Kadıköy', selected: true });
    await expectRulesShownThenCleared(user, [...SLUG_RULES, ...ADVERT_RULES], () =>
      screen.getByRole('button', { name: 'Update' }),
    );
    expect(api.callsTo('PUT /adverts/auth/garden-flat')).toHaveLength(0);
  });
});
