import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/api-mock';
import { makeUser } from '../../../test/factories';
import { expectErrorThenRetry, failingFirst } from '../../../test/page-states';
import { logInAs, renderWithRouter } from '../../../test/render';
import { AdvertTypesScreen } from './advert-types-screen';

async function openScreen(list: Parameters<typeof mockApi>[0][string]) {
  mockApi({ 'GET /advert-types/admin': list });
  await logInAs(makeUser({ role: 'ADMIN' }));
  return renderWithRouter(<AdvertTypesScreen />, { path: '/dashboard/advert-types' });
}

// Loading ('Yükleniyor...') is checked in advert-types-screen.test.tsx.
describe('the advert types page when empty or failing', () => {
  it('says so when there is no advert type', async () => {
    await openScreen({ body: [] });
    expect(await screen.findByText('No advert types found.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Advert types' })).not.toBeInTheDocument();
  });

  it("shows the server's message with Retry when the list fails, then the types", async () => {
    const { user } = await openScreen(failingFirst({ body: [{ id: 1, title: 'Sales' }] }));
    await expectErrorThenRetry(user, 'Sale');
    expect(screen.queryByText('Yükleniyor...')).not.toBeInTheDocument();
  });
});
