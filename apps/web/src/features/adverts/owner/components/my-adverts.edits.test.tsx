import type { AdvertSaved } from '@estate/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../../test/api-mock';
import { makeUser } from '../../../../test/factories';
import { logInAs, renderWithRouter } from '../../../../test/render';
import { makeAdvertDetail } from '../../../../test/advert-detail-fixtures';
import { advertPage, makeAdvert } from '../../../../test/advert-factory';
import { ADVERT_FORM_LOOKUPS } from '../../../../test/owner-advert-lookups';
import { chooseLanguage } from '../../../../i18n';
import { savedMessage } from '../forms/use-advert-editor-save';
import { MyAdverts } from './my-adverts';

vi.mock('../../pictures/api/upload-image', () => ({ uploadImage: vi.fn() }));

const waiting = {
  ...makeAdvert({ title: 'Harbour loft', status: 'ACTIVATED' }),
  edit: { state: 'WAITING', reason: null },
};
const turnedDown = {
  ...makeAdvert({ title: 'River flat', status: 'ACTIVATED' }),
  edit: { state: 'REJECTED', reason: 'Contact details in the text: call 0555.' },
};
const place = {
  country: { id: 1, name: 'Türkiye' },
  city: { id: 11, name: 'İstanbul' },
  district: { id: 111, name: 'Kadıköy' },
};
const detail = makeAdvertDetail(
  { id: waiting.id, slug: waiting.slug, title: 'Harbour loft', status: 'ACTIVATED', ...place },
  [],
);

async function openMyAdverts(initialEntries = ['/dashboard/my-adverts']) {
  mockApi({
    ...ADVERT_FORM_LOOKUPS,
    'GET /adverts/auth': { body: advertPage([waiting, turnedDown]) },
    [`GET /adverts/custom/${waiting.id}`]: { body: detail },
    [`GET /adverts/custom/${waiting.id}/revision`]: { body: { revision: null } },
  });
  await logInAs(makeUser({ role: 'CUSTOMER' }));
  const view = renderWithRouter(<MyAdverts />, { path: '/dashboard/my-adverts', initialEntries });
  const where = () => view.router.state.location.pathname + view.router.state.location.search;
  return { ...view, where };
}

describe("My Adverts and a live advert's edit (docs/product.md#revisions)", () => {
  it('says an edit waits, or was rejected with the reason, and that the advert stays live', async () => {
    await openMyAdverts();
    const loft = await screen.findByRole('row', { name: /Harbour loft/ });
    expect(within(loft).getByText('Activated')).toBeInTheDocument();
    expect(
      within(loft).getByText('Your edit is waiting for review. The advert stays live as it was.'),
    ).toBeInTheDocument();
    const river = screen.getByRole('row', { name: /River flat/ });
    expect(
      within(river).getByText(
        'Your edit was rejected: Contact details in the text: call 0555. The advert stays live as it was.',
      ),
    ).toBeInTheDocument();
  });

  it('says it in Turkish, with the listed reason translated and staff words as written', async () => {
    await chooseLanguage('tr');
    await openMyAdverts();
    const river = await screen.findByRole('row', { name: /River flat/ });
    expect(
      await within(river).findByText(
        'Düzenlemeniz reddedildi: Metinde iletişim bilgisi var: call 0555. İlan eski haliyle yayında kalır.',
      ),
    ).toBeInTheDocument();
    const loft = screen.getByRole('row', { name: /Harbour loft/ });
    expect(
      within(loft).getByText('Düzenlemeniz onay bekliyor. İlan eski haliyle yayında kalır.'),
    ).toBeInTheDocument();
  });

  it('gives the editor an address of its own, so a reload opens it again', async () => {
    const { user, where } = await openMyAdverts();
    await user.click(await screen.findByRole('button', { name: 'Edit Harbour loft' }));
    await screen.findByRole('form', { name: 'Advert editor' });
    expect(where()).toBe(`/dashboard/my-adverts?edit=${waiting.id}`);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(where()).toBe('/dashboard/my-adverts'));
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });

  it('opens the editor straight from its address', async () => {
    await openMyAdverts([`/dashboard/my-adverts?edit=${waiting.id}`]);
    const form = await screen.findByRole('form', { name: 'Advert editor' });
    await waitFor(() => expect(within(form).getByLabelText('Title')).toHaveValue('Harbour loft'));
    expect(screen.queryByRole('table')).toBeNull();
  });
});

describe('what a saved edit says', () => {
  const saved = (extra: Partial<AdvertSaved>): AdvertSaved => ({
    id: 1,
    slug: 'a',
    status: 'ACTIVATED',
    version: 2,
    ...extra,
  });

  it('never says a new advert was created', () => {
    const said = [
      savedMessage(saved({ priceLive: true, changesWaiting: false }), false),
      savedMessage(saved({ priceLive: false, changesWaiting: true }), false),
      savedMessage(saved({ priceLive: true, changesWaiting: true }), false),
      savedMessage(saved({ status: 'PENDING', changesWaiting: false }), false),
      savedMessage(saved({ changesWaiting: false, priceLive: false }), false),
      savedMessage(saved({ changesWaiting: false, priceLive: false }), true),
    ];
    expect(said).toEqual([
      'The new price is live.',
      'Your changes are waiting for review. The advert stays online as it was until they are approved.',
      'The new price is live. Your other changes are waiting for review; until they are approved the rest of the advert stays as it was.',
      'Your changes were saved. The advert waits for review before it is shown.',
      'Your changes were saved.',
      'Your changes are waiting for review. The advert stays online as it was until they are approved.',
    ]);
  });
});
