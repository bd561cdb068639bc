import { IMAGE_UPLOAD_MESSAGES } from '@estate/contracts';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { TEXT_MESSAGES } from '@estate/contracts';
import { mockApi } from '../../../../test/api-mock';
import { makeUser } from '../../../../test/factories';
import { logInAs, renderWithRouter } from '../../../../test/render';
import { makeAdvertDetail, makeImages } from '../../../../test/advert-detail-fixtures';
import { advertPage } from '../../../../test/advert-factory';
import { uploadImage } from '../../pictures';
import { MyAdverts } from '../components/my-adverts';
import {
  ADVERT_FORM_LOOKUPS,
  pictureFile,
  textFileNamedLikePicture,
} from '../../../../test/owner-advert-lookups';
import { CHANGES_WAITING_MESSAGE } from './revision-notice';
import { EDITOR_ENGLISH } from '../texts';

/** An edit of an advert that is not live: it waits for review whole (never "created"). */
const PENDING_SAVED = EDITOR_ENGLISH['saved.waitsForReview'];

vi.mock('../../pictures/api/upload-image', () => ({ uploadImage: vi.fn() }));
const upload = vi.mocked(uploadImage);

beforeEach(() => {
  upload.mockReset();
  upload.mockResolvedValue([]);
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});

const place = {
  country: { id: 1, name: 'Türkiye' },
  city: { id: 11, name: 'İstanbul' },
  district: { id: 111, name: 'Kadıköy' },
};

async function openEditor(
  status: 'PENDING' | 'ACTIVATED' | 'REJECTED' = 'ACTIVATED',
  routes: Parameters<typeof mockApi>[0] = {},
) {
  const detail = makeAdvertDetail(
    {
      id: 41,
      slug: 'garden-flat',
      title: 'Garden flat',
      status,
      statusReason: status === 'REJECTED' ? 'Blurry pictures' : null,
      ...place,
    },
    makeImages(2),
  );
  const api = mockApi({
    ...ADVERT_FORM_LOOKUPS,
    'GET /adverts/auth': { body: advertPage([detail.advert]) },
    'GET /adverts/custom/41': { body: detail },
    'PUT /adverts/auth/garden-flat': {
      body: { id: 41, slug: 'garden-flat-2', status: 'PENDING', version: 2 },
    },
    'DELETE /images/100': { body: { message: 'deleted' } },
    'PUT /images/101/featured': { body: [] },
    'PUT /images/41/order': { body: [] },
    'GET /adverts/custom/41/revision': { body: { revision: null } },
    ...routes,
  });
  await logInAs(makeUser({ role: 'CUSTOMER' }));
  const view = renderWithRouter(<MyAdverts />, { path: '/dashboard/my-adverts' });
  await view.user.click(await screen.findByRole('button', { name: 'Edit Garden flat' }));
  await screen.findByRole('form', { name: 'Advert editor' });
  await screen.findByRole('option', { name: 'Kadıköy', selected: true });
  return { api, ...view };
}

describe('Owner advert editor', () => {
  it('opens in place of the list with the advert, its slug, status, details and pictures', async () => {
    await openEditor('REJECTED');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveValue('Garden flat');
    expect(screen.getByLabelText('Slug')).toHaveValue('garden-flat');
    expect(screen.getByText('Rejected')).toHaveClass('status-badge--rejected');
    expect(screen.getByText('Blurry pictures')).toBeInTheDocument();
    expect(await screen.findByLabelText('Rooms')).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Saved pictures' })).getAllByRole('listitem'),
    ).toHaveLength(2);
  });

  it("refuses a slug with a space with the spec's message", async () => {
    const { user, api } = await openEditor();
    await user.clear(screen.getByLabelText('Slug'));
    await user.type(screen.getByLabelText('Slug'), 'garden flat');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText("Required and don't use space character!")).toBeInTheDocument();
    expect(api.callsTo('PUT /adverts/auth/garden-flat')).toHaveLength(0);
  });

  it("refuses a route's name as the slug and a control character in the title", async () => {
    const { user, api } = await openEditor();
    await user.clear(screen.getByLabelText('Slug'));
    await user.type(screen.getByLabelText('Slug'), 'dashboard');
    await user.clear(screen.getByLabelText('Title'));
    await user.click(screen.getByLabelText('Title'));
    await user.paste('Garden\u0007flat');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText("Required and don't use space character!")).toBeInTheDocument();
    expect(screen.getByText(TEXT_MESSAGES.singleLine)).toBeInTheDocument();
    expect(api.callsTo('PUT /adverts/auth/garden-flat')).toHaveLength(0);
  });

  it('asks before deleting a saved picture and says so when done', async () => {
    const { user, api } = await openEditor();
    const saved = within(screen.getByRole('list', { name: 'Saved pictures' }));
    await user.click(saved.getAllByRole('button', { name: 'Delete' })[0]!);
    expect(screen.getByText('Are you sure you want to delete this image?')).toBeInTheDocument();
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText('Imgas is deleted successfully')).toBeInTheDocument();
    expect(api.callsTo('DELETE /images/100')).toHaveLength(1);
  });

  it('chooses the featured picture and the order of the saved ones', async () => {
    const { user, api } = await openEditor();
    const saved = within(screen.getByRole('list', { name: 'Saved pictures' }));
    await user.click(saved.getAllByRole('button', { name: 'SET AS FEATURED' })[1]!);
    await user.click(saved.getByRole('button', { name: 'Move picture 1 down' }));
    await vi.waitFor(() => expect(api.callsTo('PUT /images/41/order')).toHaveLength(1));
    expect(api.callsTo('PUT /images/101/featured')).toHaveLength(1);
    expect(api.callsTo('PUT /images/41/order')[0]!.body).toEqual({ ids: [101, 100] });
  });

  it('saves a live advert with new pictures without asking, and says they wait for review', async () => {
    const { user, api } = await openEditor('ACTIVATED');
    await user.clear(screen.getByLabelText('Price'));
    await user.type(screen.getByLabelText('Price'), '990000');
    await user.upload(screen.getByLabelText('Choose pictures'), [pictureFile('new.jpg')]);
    await screen.findByLabelText('new.jpg');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByText(CHANGES_WAITING_MESSAGE)).toBeInTheDocument();
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(api.callsTo('PUT /adverts/auth/garden-flat')[0]!.body).toMatchObject({
      price: 990000,
      slug: 'garden-flat',
      district: 111,
    });
    expect(upload.mock.calls[0]![0]).toMatchObject({ advertId: 41, featured: false });
  });

  it('counts the saved pictures: with 2 saved, only 8 new ones are taken', async () => {
    const { user } = await openEditor('PENDING');
    const nine = Array.from({ length: 9 }, (_, i) => pictureFile(`n${i}.webp`, 'image/webp'));
    await user.upload(screen.getByLabelText('Choose pictures'), nine);
    expect(await screen.findByText(IMAGE_UPLOAD_MESSAGES.tooMany)).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'New pictures' })).getAllByRole('listitem'),
    ).toHaveLength(8);
    expect(upload).not.toHaveBeenCalled();
  });

  it('refuses a text file named .jpg in the picture manager before any upload', async () => {
    const { user } = await openEditor('PENDING');
    await user.upload(screen.getByLabelText('Choose pictures'), [textFileNamedLikePicture()]);
    expect(await screen.findByText(IMAGE_UPLOAD_MESSAGES.wrongType)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'New pictures' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText(PENDING_SAVED)).toBeInTheDocument();
    expect(upload).not.toHaveBeenCalled();
  });

  it('saves a pending advert without asking, and Close goes back to the list', async () => {
    const { user, api } = await openEditor('PENDING');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit Garden flat' }));
    await user.click(await screen.findByRole('button', { name: 'Update' }));
    expect(await screen.findByText(PENDING_SAVED)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.callsTo('PUT /adverts/auth/garden-flat')).toHaveLength(1);
  });

  describe('a live advert (docs/product.md#revisions)', () => {
    const revision = (state: 'WAITING' | 'REJECTED', reason: string | null = null) => ({
      'GET /adverts/custom/41/revision': {
        body: {
          revision: {
            state,
            reason,
            submittedAt: '2026-11-20T10:00:00.000Z',
            form: {
              title: 'Garden flat with terrace',
              description: 'Now with a terrace.',
              price: 120000,
              advertType: 1,
              category: 1,
              country: 1,
              city: 11,
              district: 111,
              location: '',
              isActive: true,
              values: [],
            },
            pictures: [
              {
                id: 7,
                url: '/files/p7/gallery.webp',
                thumbUrl: '/files/p7/thumb.webp',
                cardUrl: '/files/p7/card.webp',
                width: 1200,
                height: 900,
                featured: false,
              },
            ],
          },
        },
      },
    });

    it('saves text changes without asking and says they wait for review', async () => {
      const { user, api } = await openEditor('ACTIVATED', {
        'PUT /adverts/auth/garden-flat': {
          body: {
            id: 41,
            slug: 'garden-flat',
            status: 'ACTIVATED',
            version: 2,
            changesWaiting: true,
          },
        },
      });
      await user.type(screen.getByLabelText('Title'), ' renewed');
      await user.click(screen.getByRole('button', { name: 'Update' }));
      expect(await screen.findByText(CHANGES_WAITING_MESSAGE)).toBeInTheDocument();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(api.callsTo('PUT /adverts/auth/garden-flat')).toHaveLength(1);
    });

    it('opens on the changes that wait, and says so', async () => {
      await openEditor('ACTIVATED', revision('WAITING'));
      expect(screen.getByText(/are waiting for review/)).toBeInTheDocument();
      const waiting = screen.getByRole('list', { name: 'Pictures waiting for review' });
      expect(within(waiting).getByRole('img', { name: 'Waiting picture 1' })).toBeInTheDocument();
      expect(screen.getByLabelText('Title')).toHaveValue('Garden flat with terrace');
      expect(screen.getByLabelText('Price')).toHaveValue(120000);
    });

    it('shows why the changes were turned down', async () => {
      await openEditor('ACTIVATED', revision('REJECTED', 'Contact details in the text'));
      expect(
        screen.getByText(/Your changes were not approved: Contact details in the text/),
      ).toBeInTheDocument();
    });
  });
});
